-- Issue #31, finding 1 (docs/decisions/062-streams-end-with-their-session.md): a live stream ends
-- with its session. Every statement that deletes sessions — logout, a password change or reset,
-- the expiry sweep, an account's deletion (its sessions go by cascade) — announces each user whose
-- sessions went on the stream channel, once it commits; each server process then checks the
-- sessions of that user's open streams and ends those whose session is gone. A statement that moves
-- sessions' ends (a renewal, or an end brought forward) is announced the same way, so that each
-- stream is checked again at its session's end as it is now.
CREATE OR REPLACE FUNCTION sessions_ended() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('warmintro_stream', json_build_object('u', user_id, 'sessions', true)::text)
  FROM (SELECT DISTINCT user_id FROM ended) AS users_ended;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS ended FOR EACH STATEMENT EXECUTE FUNCTION sessions_ended();
--> statement-breakpoint
CREATE TRIGGER sessions_moved AFTER UPDATE ON sessions
  REFERENCING NEW TABLE AS ended FOR EACH STATEMENT EXECUTE FUNCTION sessions_ended();
--> statement-breakpoint
-- pg_restore fills tables with an empty search_path; the trigger names its tables unqualified.
ALTER FUNCTION sessions_ended() SET search_path FROM CURRENT;
