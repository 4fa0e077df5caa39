/**
 * SQL for `candidate_work_history` (docs/decisions/080): a candidate's jobs in their order. The
 * table's trigger keeps `candidates.work_history_text` (and so the feed search) up to date on
 * every write. Every function takes a database handle or a transaction.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { candidateWorkHistory } from '../../../db/schema';
import { companyNameKey } from '../../../shared/candidates/company-match';

export type WorkHistoryRow = typeof candidateWorkHistory.$inferSelect;

/** The candidate's jobs, in their order (position, then id). */
export async function listForCandidate(db: Db, candidateId: string): Promise<WorkHistoryRow[]> {
  return db
    .select()
    .from(candidateWorkHistory)
    .where(eq(candidateWorkHistory.candidateId, candidateId))
    .orderBy(asc(candidateWorkHistory.position), asc(candidateWorkHistory.id));
}

/** The candidate's current job (no end month), or undefined. */
export async function findCurrent(
  db: Db,
  candidateId: string,
): Promise<WorkHistoryRow | undefined> {
  const [row] = await db
    .select()
    .from(candidateWorkHistory)
    .where(
      and(eq(candidateWorkHistory.candidateId, candidateId), isNull(candidateWorkHistory.endMonth)),
    )
    .limit(1);
  return row;
}

/** The current job (no end month) of each of `candidateIds` that has one: title and company. */
export async function findCurrentOf(
  db: Db,
  candidateIds: string[],
): Promise<{ candidateId: string; title: string; company: string }[]> {
  if (candidateIds.length === 0) return [];
  return db
    .select({
      candidateId: candidateWorkHistory.candidateId,
      title: candidateWorkHistory.title,
      company: candidateWorkHistory.company,
    })
    .from(candidateWorkHistory)
    .where(
      and(
        inArray(candidateWorkHistory.candidateId, candidateIds),
        isNull(candidateWorkHistory.endMonth),
      ),
    );
}

/** What one job stores (`position` is its place in the list). */
export type NewWorkHistoryRow = Pick<
  WorkHistoryRow,
  'company' | 'companyDomain' | 'title' | 'startMonth' | 'endMonth' | 'summary'
>;

/**
 * Replaces the candidate's jobs with `entries`, in that order (two statements: run it in a
 * transaction).
 */
export async function replaceForCandidate(
  tx: Db,
  candidateId: string,
  entries: NewWorkHistoryRow[],
): Promise<void> {
  await tx.delete(candidateWorkHistory).where(eq(candidateWorkHistory.candidateId, candidateId));
  if (entries.length === 0) return;
  await tx.insert(candidateWorkHistory).values(
    entries.map((entry, position) => ({
      ...entry,
      // What hides the candidate from a current employer (docs/decisions/081).
      companyNameKey: companyNameKey(entry.company),
      candidateId,
      position,
    })),
  );
}
