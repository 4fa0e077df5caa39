DROP INDEX "candidates_status_created_idx";--> statement-breakpoint
DROP INDEX "intro_requests_company_requested_idx";--> statement-breakpoint
DROP INDEX "intro_requests_candidate_requested_idx";--> statement-breakpoint
DROP INDEX "intro_requests_status_idx";--> statement-breakpoint
DROP INDEX "gigs_company_created_idx";--> statement-breakpoint
DROP INDEX "gigs_candidate_created_idx";--> statement-breakpoint
DROP INDEX "gigs_status_created_idx";--> statement-breakpoint
DROP INDEX "outbox_emails_created_idx";--> statement-breakpoint
DROP INDEX "contact_submissions_submitted_idx";--> statement-breakpoint
DROP INDEX "admin_edit_log_created_idx";--> statement-breakpoint
DROP INDEX "deletion_log_created_idx";--> statement-breakpoint
CREATE INDEX "candidates_status_created_idx" ON "candidates" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "intro_requests_company_requested_idx" ON "intro_requests" USING btree ("company_id","requested_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "intro_requests_candidate_requested_idx" ON "intro_requests" USING btree ("candidate_id","requested_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "intro_requests_status_idx" ON "intro_requests" USING btree ("status","requested_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gigs_company_created_idx" ON "gigs" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gigs_candidate_created_idx" ON "gigs" USING btree ("preferred_candidate_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gigs_status_created_idx" ON "gigs" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_emails_created_idx" ON "outbox_emails" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_submissions_submitted_idx" ON "contact_submissions" USING btree ("submitted_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "admin_edit_log_created_idx" ON "admin_edit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deletion_log_created_idx" ON "deletion_log" USING btree ("created_at" DESC NULLS FIRST);