CREATE TABLE "saved_search_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"saved_search_id" uuid NOT NULL,
	"period" text NOT NULL,
	"candidate_count" integer NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_candidate_rows" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"row" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_cursor" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"saved_search_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alert_id" uuid,
	CONSTRAINT "saved_search_matches_saved_search_id_candidate_id_pk" PRIMARY KEY("saved_search_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"alert" text DEFAULT 'off' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"created_version" bigint NOT NULL,
	"next_digest_at" timestamp with time zone,
	"last_alert_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_candidate_rows" ADD CONSTRAINT "saved_search_candidate_rows_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_alert_id_saved_search_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."saved_search_alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_alerts_period_key" ON "saved_search_alerts" USING btree ("saved_search_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_alerts_unsubscribe_key" ON "saved_search_alerts" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "saved_search_matches_pending_idx" ON "saved_search_matches" USING btree ("saved_search_id") WHERE alert_id is null;--> statement-breakpoint
CREATE INDEX "saved_search_matches_candidate_idx" ON "saved_search_matches" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_name_key" ON "saved_searches" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_searches_company_user_idx" ON "saved_searches" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_digest_due_idx" ON "saved_searches" USING btree ("next_digest_at") WHERE alert in ('daily', 'weekly');--> statement-breakpoint
CREATE INDEX "saved_searches_alerting_idx" ON "saved_searches" USING btree ("alert") WHERE alert <> 'off';