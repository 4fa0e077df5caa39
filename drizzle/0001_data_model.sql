CREATE TYPE "public"."candidate_onboarding_status" AS ENUM('pending_review', 'completed');--> statement-breakpoint
CREATE TYPE "public"."candidate_response" AS ENUM('accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."candidate_status" AS ENUM('pending', 'approved', 'rejected', 'suspended', 'hidden');--> statement-breakpoint
CREATE TYPE "public"."company_onboarding_status" AS ENUM('pending_preferences', 'complete');--> statement-breakpoint
CREATE TYPE "public"."company_status" AS ENUM('active', 'paused', 'blacklisted', 'pending');--> statement-breakpoint
CREATE TYPE "public"."contact_type" AS ENUM('contact_form', 'demo_request');--> statement-breakpoint
CREATE TYPE "public"."email_status" AS ENUM('queued', 'sending', 'sent', 'simulated', 'failed');--> statement-breakpoint
CREATE TYPE "public"."gig_status" AS ENUM('open', 'proposed', 'in_progress', 'complete', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."intro_status" AS ENUM('requested', 'accepted', 'declined', 'meeting_scheduled', 'meeting_marked_by_company', 'meeting_completed');--> statement-breakpoint
CREATE TYPE "public"."plan_tier" AS ENUM('free', 'pro', 'enterprise');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('company', 'candidate', 'admin');--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "user_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"full_name" text NOT NULL,
	"contact_role" text NOT NULL,
	"hiring_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"hiring_needs" text,
	"website" text,
	"plan_tier" "plan_tier" DEFAULT 'free' NOT NULL,
	"status" "company_status" DEFAULT 'active' NOT NULL,
	"onboarding_status" "company_onboarding_status" DEFAULT 'pending_preferences' NOT NULL,
	"timezone" text DEFAULT 'UTC-5 (Eastern Time)' NOT NULL,
	"intro_request_count" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_preferences" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"hiring_mode" text,
	"engagement_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"primary_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"time_zone_overlap" text,
	"monthly_budget_low" integer DEFAULT 0 NOT NULL,
	"monthly_budget_high" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_usage" (
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"intro_requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_usage_company_id_month_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text NOT NULL,
	"experience_years" integer,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"location" text DEFAULT 'Remote' NOT NULL,
	"availability" text DEFAULT '' NOT NULL,
	"availability_key" text GENERATED ALWAYS AS (lower(regexp_replace(availability, '[[:space:]-]', '', 'g'))) STORED,
	"availability_date" date,
	"portfolio_url" text,
	"linkedin_url" text,
	"bio" text,
	"resume_key" text,
	"resume_file_name" text,
	"calendar_url" text,
	"consent" boolean DEFAULT false NOT NULL,
	"status" "candidate_status" DEFAULT 'pending' NOT NULL,
	"onboarding_status" "candidate_onboarding_status" DEFAULT 'pending_review' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"hourly_rate" integer,
	"salary_range" text,
	"notes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intro_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"status" "intro_status" DEFAULT 'requested' NOT NULL,
	"message" text,
	"role_description" text,
	"meeting_scheduled" boolean DEFAULT false NOT NULL,
	"meeting_marked_by_company" boolean DEFAULT false NOT NULL,
	"meeting_time" timestamp with time zone,
	"meeting_reminder_sent_at" timestamp with time zone,
	"meeting_completed" boolean DEFAULT false NOT NULL,
	"candidate_response" "candidate_response",
	"candidate_response_date" timestamp with time zone,
	"response_token_hash" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gigs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"role_category" text NOT NULL,
	"description" text NOT NULL,
	"deliverables" text NOT NULL,
	"estimated_duration" text NOT NULL,
	"budget_range" text NOT NULL,
	"preferred_candidate_id" uuid,
	"start_date" date NOT NULL,
	"status" "gig_status" DEFAULT 'open' NOT NULL,
	"type" text,
	"location" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"candidate_response" "candidate_response",
	"candidate_response_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template" text NOT NULL,
	"to_addresses" text[] NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "email_status" DEFAULT 'queued' NOT NULL,
	"provider" text,
	"message_id" text,
	"status_code" integer,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"user_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "contact_type" NOT NULL,
	"full_name" text,
	"work_email" text,
	"company_name" text,
	"message" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_edit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"edited_user_id" uuid NOT NULL,
	"user_type" "user_role" NOT NULL,
	"user_name" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deletion_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_type" "user_role" NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"user_email" text NOT NULL,
	"admin_id" uuid,
	"admin_name" text,
	"associated_records_deleted" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deletion_reason" text,
	"can_be_restored" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_preferences" ADD CONSTRAINT "company_preferences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_usage" ADD CONSTRAINT "plan_usage_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD CONSTRAINT "intro_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD CONSTRAINT "intro_requests_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_preferred_candidate_id_candidates_id_fk" FOREIGN KEY ("preferred_candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "companies_plan_tier_idx" ON "companies" USING btree ("plan_tier");--> statement-breakpoint
CREATE INDEX "companies_name_lower_idx" ON "companies" USING btree (lower("company_name"));--> statement-breakpoint
CREATE INDEX "candidates_status_created_idx" ON "candidates" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "candidates_skills_gin_idx" ON "candidates" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "candidates_search_trgm_idx" ON "candidates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_role_trgm_idx" ON "candidates" USING gin (lower("role") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_location_trgm_idx" ON "candidates" USING gin (lower("location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_availability_key_idx" ON "candidates" USING btree ("availability_key");--> statement-breakpoint
CREATE UNIQUE INDEX "intro_requests_company_candidate_key" ON "intro_requests" USING btree ("company_id","candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "intro_requests_response_token_key" ON "intro_requests" USING btree ("response_token_hash");--> statement-breakpoint
CREATE INDEX "intro_requests_company_requested_idx" ON "intro_requests" USING btree ("company_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "intro_requests_candidate_requested_idx" ON "intro_requests" USING btree ("candidate_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "intro_requests_status_idx" ON "intro_requests" USING btree ("status","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gigs_company_created_idx" ON "gigs" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gigs_candidate_created_idx" ON "gigs" USING btree ("preferred_candidate_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gigs_status_created_idx" ON "gigs" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_emails_due_idx" ON "outbox_emails" USING btree ("next_attempt_at") WHERE status in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "outbox_emails_created_idx" ON "outbox_emails" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_emails_to_gin_idx" ON "outbox_emails" USING gin ("to_addresses");--> statement-breakpoint
CREATE INDEX "contact_submissions_submitted_idx" ON "contact_submissions" USING btree ("submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_signups_email_lower_key" ON "newsletter_signups" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "admin_edit_log_created_idx" ON "admin_edit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_edit_log_user_idx" ON "admin_edit_log" USING btree ("edited_user_id");--> statement-breakpoint
CREATE INDEX "deletion_log_created_idx" ON "deletion_log" USING btree ("created_at" DESC NULLS LAST);