-- Issue #31 item 6 (docs/decisions/066): when a session last proved its password; an account's
-- deletion needs it within 10 minutes. Existing sessions proved it when they began.
ALTER TABLE "sessions" ADD COLUMN "authenticated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "sessions" SET "authenticated_at" = "created_at";
