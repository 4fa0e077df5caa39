CREATE TABLE "candidate_answer_days" (
	"candidate_id" uuid NOT NULL,
	"day" date NOT NULL,
	"answer_days" smallint NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "candidate_answer_days_candidate_id_day_answer_days_pk" PRIMARY KEY("candidate_id","day","answer_days")
);
--> statement-breakpoint
CREATE TABLE "company_booking_stats" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "paused_by" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "availability_confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "availability_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "availability_token_hash" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "availability_link_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_answer_days" ADD CONSTRAINT "candidate_answer_days_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_booking_stats" ADD CONSTRAINT "company_booking_stats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_availability_token_key" ON "candidates" USING btree ("availability_token_hash");--> statement-breakpoint
CREATE INDEX "candidates_availability_ask_idx" ON "candidates" USING btree ("availability_confirmed_at") WHERE status = 'approved' and paused_at is null and availability_asked_at is null;--> statement-breakpoint
CREATE INDEX "candidates_availability_lapse_idx" ON "candidates" USING btree ("availability_asked_at") WHERE status = 'approved' and paused_at is null and availability_asked_at is not null;--> statement-breakpoint
-- Responsiveness from the requests already settled (docs/decisions/027): answered on their
-- answer's UTC day after N whole days (at least 1), expired on their closing day as 0. Statuses
-- are compared as text: upgrading across 0006 in one transaction may not use its new enum values.
INSERT INTO "candidate_answer_days" ("candidate_id", "day", "answer_days", "requests")
SELECT "candidate_id", ("answered_at" AT TIME ZONE 'UTC')::date,
  greatest(1, least(30, ceil(extract(epoch from "answered_at" - "requested_at") / 86400)))::smallint,
  count(*)::int
FROM "intro_requests"
WHERE "answered_at" IS NOT NULL AND "status"::text NOT IN ('requested', 'expired')
GROUP BY 1, 2, 3
UNION ALL
SELECT "candidate_id", ("closed_at" AT TIME ZONE 'UTC')::date, 0::smallint, count(*)::int
FROM "intro_requests"
WHERE "status"::text = 'expired' AND "closed_at" IS NOT NULL
GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "company_booking_stats" ("company_id", "accepted", "booked")
SELECT "company_id",
  count(*) FILTER (WHERE "status"::text IN ('accepted', 'meeting_scheduled', 'meeting_marked_by_company', 'meeting_completed', 'stale'))::int,
  count(*) FILTER (WHERE "status"::text IN ('meeting_marked_by_company', 'meeting_completed')
    OR ("status"::text IN ('accepted', 'meeting_scheduled', 'stale') AND "calendar_sequence" > 0))::int
FROM "intro_requests"
GROUP BY 1;
