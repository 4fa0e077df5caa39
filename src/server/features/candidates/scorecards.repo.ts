/**
 * SQL for `candidate_scorecards` (issue #35 part 5, docs/decisions/078-a-scorecard-to-approve.md):
 * one row per vetting decision. Every function takes a database handle or a transaction.
 */
import { count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { candidateScorecards } from '../../../db/schema';

export type ScorecardRow = typeof candidateScorecards.$inferSelect;

/** Records one vetting decision. */
export async function insertScorecard(
  db: Db,
  values: typeof candidateScorecards.$inferInsert,
): Promise<void> {
  await db.insert(candidateScorecards).values(values);
}

/** The candidate's latest vetting decision, or undefined when none was recorded. */
export async function latestScorecard(
  db: Db,
  candidateId: string,
): Promise<ScorecardRow | undefined> {
  const [row] = await db
    .select()
    .from(candidateScorecards)
    .where(eq(candidateScorecards.candidateId, candidateId))
    .orderBy(desc(candidateScorecards.createdAt), desc(candidateScorecards.id))
    .limit(1);
  return row;
}

/**
 * The median of `created_at - submitted_at` in whole seconds over the decisions made at or after
 * `since` (null when none), and how many there were.
 */
export async function medianTimeToVet(
  db: Db,
  since: Date,
): Promise<{ medianSeconds: number | null; decisions: number }> {
  const [row] = await db
    .select({
      median: sql<
        string | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${candidateScorecards.createdAt} - ${candidateScorecards.submittedAt}))`,
      decisions: count(),
    })
    .from(candidateScorecards)
    .where(gte(candidateScorecards.createdAt, since));
  const median = row?.median;
  return {
    medianSeconds: median === null || median === undefined ? null : Math.round(Number(median)),
    decisions: Number(row?.decisions ?? 0),
  };
}
