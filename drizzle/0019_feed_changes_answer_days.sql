-- The feed index keeps each shown candidate's answer-day buckets too (docs/decisions/049): a
-- statement that changes `candidate_answer_days` moves the feed's version like one that changes
-- `candidates`, recording the candidates whose buckets it touched.
CREATE OR REPLACE FUNCTION candidate_answer_days_feed_changed() RETURNS trigger AS $$
DECLARE
  next_version bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM changed_old) THEN RETURN NULL; END IF;
    UPDATE feed_version SET version = version + 1 RETURNING version INTO next_version;
    INSERT INTO candidate_feed_changes (version, candidate_id)
      SELECT DISTINCT next_version, candidate_id FROM changed_old;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM changed_new) THEN RETURN NULL; END IF;
    UPDATE feed_version SET version = version + 1 RETURNING version INTO next_version;
    INSERT INTO candidate_feed_changes (version, candidate_id)
      SELECT DISTINCT next_version, candidate_id FROM changed_new;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql SET search_path FROM CURRENT;
--> statement-breakpoint
CREATE TRIGGER candidate_answer_days_feed_inserted AFTER INSERT ON candidate_answer_days
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION candidate_answer_days_feed_changed();
--> statement-breakpoint
CREATE TRIGGER candidate_answer_days_feed_updated AFTER UPDATE ON candidate_answer_days
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION candidate_answer_days_feed_changed();
--> statement-breakpoint
CREATE TRIGGER candidate_answer_days_feed_deleted AFTER DELETE ON candidate_answer_days
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION candidate_answer_days_feed_changed();
