-- The feed reads index entries, not table rows (issue #14, docs/decisions/042): a partial index
-- over the candidates the feed shows, newest first, and one per 'Best match' class.
--
-- A candidate's match class: the four derived match columns in one key ('-' where the profile does
-- not say), the same words as candidate_role_family, _work_mode, _engagement_kind and _work_region.
CREATE OR REPLACE FUNCTION candidate_match_class(role text, location text, availability text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws('|',
    coalesce(candidate_role_family(role), '-'),
    coalesce(candidate_work_mode(location), '-'),
    coalesce(candidate_engagement_kind(availability), '-'),
    coalesce(candidate_work_region(location), '-'))
$$;
--> statement-breakpoint
DROP INDEX "candidates_status_created_idx";--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "match_class" text GENERATED ALWAYS AS (candidate_match_class(role, location, availability)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "candidates_feed_newest_idx" ON "candidates" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved' and paused_at is null;--> statement-breakpoint
CREATE INDEX "candidates_feed_match_idx" ON "candidates" USING btree ("match_class","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"role_family","work_mode","engagement_kind","work_region","salary_low_usd","salary_high_usd") WHERE status = 'approved' and paused_at is null;--> statement-breakpoint
CREATE INDEX "candidates_status_created_idx" ON "candidates" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);