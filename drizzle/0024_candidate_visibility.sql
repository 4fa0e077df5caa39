ALTER TABLE "candidates" ADD COLUMN "visibility" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_visibility_check" CHECK ("candidates"."visibility" in ('everyone', 'companies'));--> statement-breakpoint
-- Issue #30 (docs/decisions/060-candidates-seen-by-companies-only.md): the demo's test candidate
-- is there to be logged in as; visitors of a demo database made before this no longer see it.
UPDATE "candidates" SET "visibility" = 'companies'
WHERE "id" IN (SELECT "id" FROM "users" WHERE "email" = 'test.candidate@warmintro.example');
