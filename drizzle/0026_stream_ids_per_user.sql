-- Issue #31 (docs/decisions/064-stream-ids-per-user.md): a live stream's event ids are per user.
-- `stream_events.seq` numbers each user's events 1, 2, 3, … in commit order and is what the stream
-- sends as `id:`; the table's own `id` stays internal. `stream_event_counters` keeps each user's
-- last `seq`. Existing events are numbered in their id order; their counters start there.
CREATE TABLE "stream_event_counters" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_seq" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stream_event_counters" ADD CONSTRAINT "stream_event_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_events" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "stream_events" AS e SET "seq" = n.seq
FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "id") AS seq FROM "stream_events") AS n
WHERE n."id" = e."id";--> statement-breakpoint
INSERT INTO "stream_event_counters" ("user_id", "last_seq")
SELECT "user_id", max("seq") FROM "stream_events" GROUP BY "user_id";--> statement-breakpoint
ALTER TABLE "stream_events" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
DROP INDEX "stream_events_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "stream_events_user_seq_idx" ON "stream_events" USING btree ("user_id","seq");
