-- 'Best match' is ordered by the feed index in each process (docs/decisions/051): the match class
-- column, its function and its index served only the SQL pages of docs/decisions/042.
DROP INDEX "candidates_feed_match_idx";--> statement-breakpoint
ALTER TABLE "candidates" DROP COLUMN "match_class";--> statement-breakpoint
DROP FUNCTION candidate_match_class(text, text, text);
