CREATE TABLE "candidate_scorecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"admin_id" uuid,
	"decision" text NOT NULL,
	"criteria" jsonb,
	"reason" text,
	"note" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_scorecards_decision_check" CHECK (("candidate_scorecards"."decision" = 'approved' and "candidate_scorecards"."criteria" is not null and "candidate_scorecards"."reason" is null)
        or ("candidate_scorecards"."decision" = 'rejected' and "candidate_scorecards"."reason" is not null and "candidate_scorecards"."criteria" is null))
);
--> statement-breakpoint
ALTER TABLE "candidate_scorecards" ADD CONSTRAINT "candidate_scorecards_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_scorecards" ADD CONSTRAINT "candidate_scorecards_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_scorecards_candidate_idx" ON "candidate_scorecards" USING btree ("candidate_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidate_scorecards_created_idx" ON "candidate_scorecards" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "candidate_scorecards_admin_idx" ON "candidate_scorecards" USING btree ("admin_id");