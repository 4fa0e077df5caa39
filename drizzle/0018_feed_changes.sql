CREATE TABLE "candidate_feed_changes" (
	"version" bigint NOT NULL,
	"candidate_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "candidate_feed_changes_version_idx" ON "candidate_feed_changes" USING btree ("version");--> statement-breakpoint
-- The feed index's change log (issue #14 "API", docs/decisions/049-feed-index-in-process.md): one
-- version per statement that changes candidates, each touched candidate recorded under it. The
-- update of the single version row holds its lock until the transaction ends, so versions commit
-- in order and without gaps (a rolled-back statement gives its number back).
ALTER TABLE "feed_version" ADD CONSTRAINT "feed_version_single_row" CHECK ("id");
--> statement-breakpoint
INSERT INTO "feed_version" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidates_feed_changed() RETURNS trigger AS $$
DECLARE
  next_version bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM changed_old) THEN RETURN NULL; END IF;
    UPDATE feed_version SET version = version + 1 RETURNING version INTO next_version;
    INSERT INTO candidate_feed_changes (version, candidate_id) SELECT next_version, id FROM changed_old;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM changed_new) THEN RETURN NULL; END IF;
    UPDATE feed_version SET version = version + 1 RETURNING version INTO next_version;
    INSERT INTO candidate_feed_changes (version, candidate_id) SELECT next_version, id FROM changed_new;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER candidates_feed_inserted AFTER INSERT ON candidates
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION candidates_feed_changed();
--> statement-breakpoint
CREATE TRIGGER candidates_feed_updated AFTER UPDATE ON candidates
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION candidates_feed_changed();
--> statement-breakpoint
CREATE TRIGGER candidates_feed_deleted AFTER DELETE ON candidates
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION candidates_feed_changed();
--> statement-breakpoint
-- pg_restore fills tables with an empty search_path; the trigger names its tables unqualified.
ALTER FUNCTION candidates_feed_changed() SET search_path FROM CURRENT;
