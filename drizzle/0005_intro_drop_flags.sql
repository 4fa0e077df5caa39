ALTER TABLE "intro_requests" DROP COLUMN "meeting_scheduled";--> statement-breakpoint
ALTER TABLE "intro_requests" DROP COLUMN "meeting_marked_by_company";--> statement-breakpoint
ALTER TABLE "intro_requests" DROP COLUMN "meeting_completed";--> statement-breakpoint
ALTER TABLE "intro_requests" DROP COLUMN "candidate_response";--> statement-breakpoint
ALTER TABLE "intro_requests" DROP COLUMN "candidate_response_date";--> statement-breakpoint
ALTER TABLE "intro_requests" DROP COLUMN "accepted_at";