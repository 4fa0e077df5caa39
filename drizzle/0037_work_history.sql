CREATE TABLE "candidate_work_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"company" text NOT NULL,
	"company_domain" text,
	"title" text NOT NULL,
	"start_month" text NOT NULL,
	"end_month" text,
	"summary" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_work_history_months_check" CHECK ("candidate_work_history"."start_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and ("candidate_work_history"."end_month" is null or ("candidate_work_history"."end_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and "candidate_work_history"."end_month" >= "candidate_work_history"."start_month")))
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "github_url" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "personal_site_url" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "show_github_before_intro" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "show_portfolio_before_intro" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "show_personal_site_before_intro" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "work_history_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_work_history" ADD CONSTRAINT "candidate_work_history_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_work_history_candidate_idx" ON "candidate_work_history" USING btree ("candidate_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_work_history_one_current_key" ON "candidate_work_history" USING btree ("candidate_id") WHERE end_month is null;--> statement-breakpoint
-- Work history in the feed search (issue #35 part 4, docs/decisions/080): candidates.work_history_text
-- holds each entry's title and company, one per line in the candidate's order, and search_text
-- gains those lines after the skills, so the feed's one matching rule (a substring of search_text
-- within a line, in SQL and in the in-process index alike) also finds past titles and companies.
CREATE OR REPLACE FUNCTION candidate_work_history_text(candidate uuid) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(h.title || E'\n' || h.company, E'\n' ORDER BY h.position, h.id), '')
  FROM candidate_work_history h WHERE h.candidate_id = candidate
$$;
--> statement-breakpoint
ALTER FUNCTION candidate_work_history_text(uuid) SET search_path FROM CURRENT;
--> statement-breakpoint
-- Every write to candidate_work_history (one statement: once per touched candidate) brings
-- work_history_text up to date; an unchanged text (a summary edit) leaves the candidate alone.
CREATE OR REPLACE FUNCTION candidate_work_history_changed() RETURNS trigger AS $$
BEGIN
  UPDATE candidates c SET work_history_text = candidate_work_history_text(c.id)
  WHERE c.id IN (SELECT DISTINCT candidate_id FROM changed_rows)
    AND c.work_history_text IS DISTINCT FROM candidate_work_history_text(c.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql SET search_path FROM CURRENT;
--> statement-breakpoint
CREATE TRIGGER candidate_work_history_inserted AFTER INSERT ON candidate_work_history
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_work_history_changed();
--> statement-breakpoint
CREATE TRIGGER candidate_work_history_updated AFTER UPDATE ON candidate_work_history
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_work_history_changed();
--> statement-breakpoint
CREATE TRIGGER candidate_work_history_deleted AFTER DELETE ON candidate_work_history
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_work_history_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidates_search_text() RETURNS trigger AS $$
BEGIN
  NEW.search_text := lower(
    coalesce(NEW.first_name, '') || ' ' || coalesce(NEW.last_name, '') || E'\n' ||
    coalesce(NEW.role, '') || E'\n' || coalesce(NEW.location, '') || E'\n' ||
    coalesce(array_to_string(NEW.skills, E'\n'), '') ||
    CASE WHEN coalesce(NEW.work_history_text, '') = '' THEN '' ELSE E'\n' || NEW.work_history_text END
  );
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER candidates_search_text_trigger ON candidates;
--> statement-breakpoint
CREATE TRIGGER candidates_search_text_trigger
  BEFORE INSERT OR UPDATE OF first_name, last_name, role, location, skills, work_history_text ON candidates
  FOR EACH ROW EXECUTE FUNCTION candidates_search_text();
--> statement-breakpoint
-- Backfill: no candidate has work history yet, so every work_history_text is '' and every
-- search_text stays as it was; this keeps the rule true if rows were copied in before.
UPDATE candidates SET work_history_text = candidate_work_history_text(id)
WHERE work_history_text IS DISTINCT FROM candidate_work_history_text(id);
