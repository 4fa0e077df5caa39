CREATE TYPE "public"."intro_outcome" AS ENUM('propose_gig', 'keep_talking', 'pass');--> statement-breakpoint
CREATE TYPE "public"."intro_side" AS ENUM('company', 'candidate');--> statement-breakpoint
ALTER TYPE "public"."intro_status" ADD VALUE 'expired';--> statement-breakpoint
ALTER TYPE "public"."intro_status" ADD VALUE 'stale';--> statement-breakpoint
ALTER TABLE "intro_requests" ADD COLUMN "candidate_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD COLUMN "call_reminder_24h_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD COLUMN "call_reminder_1h_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD COLUMN "slots" timestamp with time zone[] DEFAULT '{}'::timestamptz[] NOT NULL;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD COLUMN "slots_offered_by" "intro_side";--> statement-breakpoint
ALTER TABLE "intro_requests" ADD COLUMN "call_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD COLUMN "call_cancelled_by" "intro_side";--> statement-breakpoint
ALTER TABLE "intro_requests" ADD COLUMN "call_cancel_reason" text;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD COLUMN "outcome" "intro_outcome";--> statement-breakpoint
ALTER TABLE "intro_requests" ADD COLUMN "outcome_reason" text;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD COLUMN "outcome_note" text;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD COLUMN "counted_month" date;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "calendar_method" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "calendar_ics" text;