/**
 * What changed in the talent feed, for the feed index each server process keeps in memory
 * (issue #14 "API", docs/decisions/049-feed-index-in-process.md). A trigger on `candidates`
 * (migration 0018) bumps `feed_version.version` once per statement that inserts, updates or
 * deletes candidates and records each touched candidate in `candidate_feed_changes` under that
 * version. The version row is locked until the writing transaction ends, so committed versions
 * follow each other with no gap: a process that has applied version `n` reads the changes after `n`
 * and knows it has them all.
 */
import { bigint, boolean, index, pgTable, uuid } from 'drizzle-orm/pg-core';

/** The one row holding the feed's version: the number of candidate-changing statements so far. */
export const feedVersion = pgTable('feed_version', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Each candidate a statement touched, under the version that statement made. */
export const candidateFeedChanges = pgTable(
  'candidate_feed_changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    candidateId: uuid('candidate_id').notNull(),
  },
  (t) => [index('candidate_feed_changes_version_idx').on(t.version)],
);
