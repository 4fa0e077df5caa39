-- Issue #31 item 6 (docs/decisions/066-sessions-you-can-see.md): each session keeps the browser's
-- User-Agent, the client's network (IPv4 /24, IPv6 /48) and when it was last used, for the
-- account's list of its sessions. Existing sessions were last seen when they were created.
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip_network" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "sessions" SET "last_seen_at" = "created_at";--> statement-breakpoint
-- Marking a session as seen updates it; only a moved end is news to the live streams (decision
-- 062), so the update trigger now compares each row's end before and after.
DROP TRIGGER sessions_moved ON sessions;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sessions_moved() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('warmintro_stream', json_build_object('u', user_id, 'sessions', true)::text)
  FROM (
    SELECT DISTINCT new_rows.user_id
    FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id
    WHERE old_rows.expires_at IS DISTINCT FROM new_rows.expires_at
  ) AS users_moved;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
ALTER FUNCTION sessions_moved() SET search_path FROM CURRENT;--> statement-breakpoint
CREATE TRIGGER sessions_moved AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sessions_moved();
