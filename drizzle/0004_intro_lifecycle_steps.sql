ALTER TABLE "intro_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD COLUMN "meeting_scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD COLUMN "call_booked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD COLUMN "meeting_completed_at" timestamp with time zone;--> statement-breakpoint
-- Issue #11: the intro's state is stored once — one status plus one timestamp per step. Each row
-- takes the furthest step it showed (declined and requested win, as the old display had it; then
-- completed, booked, scheduled, accepted). The old booleans had no times: a step reached gets the
-- row's last change (updated_at). Old answer dates are kept as answered_at.
UPDATE "intro_requests" SET
  "status" = CASE
    WHEN "status" IN ('declined', 'requested') THEN "status"
    WHEN "meeting_completed" OR "status" = 'meeting_completed' THEN 'meeting_completed'::intro_status
    WHEN "meeting_marked_by_company" OR "status" = 'meeting_marked_by_company' THEN 'meeting_marked_by_company'::intro_status
    WHEN "meeting_scheduled" OR "status" = 'meeting_scheduled' THEN 'meeting_scheduled'::intro_status
    ELSE 'accepted'::intro_status
  END,
  "answered_at" = CASE
    WHEN "status" = 'requested' THEN coalesce("candidate_response_date", "accepted_at")
    ELSE coalesce("candidate_response_date", "accepted_at", "updated_at")
  END,
  "meeting_scheduled_at" = CASE
    WHEN "meeting_scheduled" OR "meeting_marked_by_company" OR "meeting_completed"
      OR ("status" IN ('meeting_scheduled', 'meeting_marked_by_company', 'meeting_completed'))
    THEN "updated_at"
  END,
  "call_booked_at" = CASE
    WHEN "meeting_marked_by_company" OR "status" = 'meeting_marked_by_company' THEN "updated_at"
  END,
  "meeting_completed_at" = CASE
    WHEN "meeting_completed" OR "status" = 'meeting_completed' THEN "updated_at"
  END;
