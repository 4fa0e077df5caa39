/**
 * SQL for the feed's change log (`feed_version`, `candidate_feed_changes`; migration 0018,
 * docs/decisions/049-feed-index-in-process.md): the current version, and the candidates changed
 * after a version.
 */
import { and, asc, gt, lte, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedFor } from '../../../db/prepared';
import { candidateFeedChanges, feedVersion } from '../../../db/schema';

/**
 * The feed's version now: how many candidate-changing statements have committed. Read on every
 * feed request, so prepared (`preparedFor`).
 */
export async function readFeedVersion(db: Db): Promise<number> {
  const [row] = await preparedFor(db, 'read_feed_version', (d) =>
    d
      .select({ version: feedVersion.version })
      .from(feedVersion)
      .limit(1)
      .prepare('read_feed_version'),
  ).execute();
  return Number(row?.version ?? 0);
}

/**
 * The candidates changed by versions `after + 1` to `upTo`, or null when the log no longer holds
 * all of them (pruned): the caller then reloads everything.
 */
export async function findChangedCandidates(
  db: Db,
  after: number,
  upTo: number,
): Promise<string[] | null> {
  const rows = await db
    .select({ version: candidateFeedChanges.version, id: candidateFeedChanges.candidateId })
    .from(candidateFeedChanges)
    .where(and(gt(candidateFeedChanges.version, after), lte(candidateFeedChanges.version, upTo)))
    .orderBy(asc(candidateFeedChanges.version));
  if (Number(rows[0]?.version) !== after + 1) return null;
  return [...new Set(rows.map((r) => r.id))];
}

/** Forgets the changes of versions below `version` (processes that far behind reload everything). */
export async function pruneFeedChanges(db: Db, version: number): Promise<void> {
  await db.delete(candidateFeedChanges).where(lt(candidateFeedChanges.version, version));
}
