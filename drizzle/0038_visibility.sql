CREATE TABLE "candidate_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"company_id" uuid,
	"name_key" text,
	"domain" text,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_blocks_kind_check" CHECK (("candidate_blocks"."kind" = 'company' and "candidate_blocks"."name_key" is not null) or ("candidate_blocks"."kind" = 'name' and "candidate_blocks"."name_key" is not null and "candidate_blocks"."name_key" <> '') or ("candidate_blocks"."kind" = 'domain' and "candidate_blocks"."domain" is not null))
);
--> statement-breakpoint
CREATE TABLE "company_name_history" (
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidates" DROP CONSTRAINT "candidates_visibility_check";--> statement-breakpoint
ALTER TABLE "candidate_work_history" ADD COLUMN "company_name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_blocks" ADD CONSTRAINT "candidate_blocks_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_blocks" ADD CONSTRAINT "candidate_blocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_name_history" ADD CONSTRAINT "company_name_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_blocks_candidate_idx" ON "candidate_blocks" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_blocks_company_idx" ON "candidate_blocks" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "candidate_blocks_name_key_idx" ON "candidate_blocks" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "candidate_blocks_domain_idx" ON "candidate_blocks" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_blocks_company_key" ON "candidate_blocks" USING btree ("candidate_id","company_id") WHERE kind = 'company';--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_blocks_name_key" ON "candidate_blocks" USING btree ("candidate_id","name_key") WHERE kind = 'name';--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_blocks_domain_key" ON "candidate_blocks" USING btree ("candidate_id","domain") WHERE kind = 'domain';--> statement-breakpoint
CREATE UNIQUE INDEX "company_name_history_key" ON "company_name_history" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "candidate_work_history_current_name_idx" ON "candidate_work_history" USING btree ("company_name_key") WHERE end_month is null;--> statement-breakpoint
CREATE INDEX "candidate_work_history_current_domain_idx" ON "candidate_work_history" USING btree ("company_domain") WHERE end_month is null;--> statement-breakpoint
-- docs/decisions/081: the domain word of DESIGN.md, 'signed_in_companies', replaces ADR 060's 'companies'.
UPDATE "candidates" SET "visibility" = 'signed_in_companies' WHERE "visibility" = 'companies';--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_visibility_check" CHECK ("candidates"."visibility" in ('everyone', 'signed_in_companies'));;--> statement-breakpoint
-- docs/decisions/081: a renamed company keeps its former names, whatever path renamed it, so a
-- block or a current employer typed with an old name still hides the candidate from it.
CREATE OR REPLACE FUNCTION company_name_history_record() RETURNS trigger AS $$
BEGIN
  IF NEW.company_name IS DISTINCT FROM OLD.company_name THEN
    INSERT INTO company_name_history (company_id, name) VALUES (OLD.id, OLD.company_name)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql SET search_path FROM CURRENT;--> statement-breakpoint
CREATE TRIGGER companies_name_history AFTER UPDATE OF company_name ON companies
  FOR EACH ROW EXECUTE FUNCTION company_name_history_record();--> statement-breakpoint
-- The current employers saved before this migration: the key of companyNameKey
-- (src/shared/candidates/company-match.ts) as far as SQL states it (accents are kept); the next
-- save of the work history writes the exact key.
UPDATE "candidate_work_history" SET "company_name_key" = coalesce(nullif(regexp_replace(
  trim(regexp_replace(lower("company"), '[^[:alnum:]]+', ' ', 'g')),
  '( (inc|incorporated|llc|llp|lp|ltd|limited|gmbh|mbh|ug|kg|sa|sas|sarl|srl|spa|bv|nv|co|corp|corporation|company|plc|ag|oy|oyj|ab|as|aps|pty|pte|kk|se))+$', '', 'g'), ''),
  trim(regexp_replace(lower("company"), '[^[:alnum:]]+', ' ', 'g')));
