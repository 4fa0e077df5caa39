/** SQL for candidates' own records. */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { candidates, gigs, introRequests, users } from '../../../db/schema';

export type CandidateRow = typeof candidates.$inferSelect & { email: string };

export async function findCandidate(db: Db, id: string): Promise<CandidateRow | undefined> {
  const [row] = await db
    .select({ candidate: candidates, email: users.email })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.id))
    .where(eq(candidates.id, id))
    .limit(1);
  return row ? { ...row.candidate, email: row.email } : undefined;
}

export async function insertCandidateRow(
  db: Db,
  values: typeof candidates.$inferInsert,
): Promise<void> {
  await db.insert(candidates).values(values);
}

export async function updateCandidate(
  db: Db,
  id: string,
  values: Partial<typeof candidates.$inferInsert>,
): Promise<void> {
  await db
    .update(candidates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(candidates.id, id));
}

/** Quick Stats (spec 2 §2): intro requests addressed to them, and their gigs in progress (accepted). */
export async function countStats(db: Db, id: string) {
  const [[intros], [active]] = await Promise.all([
    db.select({ n: count() }).from(introRequests).where(eq(introRequests.candidateId, id)),
    db
      .select({ n: count() })
      .from(gigs)
      .where(and(eq(gigs.preferredCandidateId, id), eq(gigs.status, 'in_progress'))),
  ]);
  return { introRequests: Number(intros?.n ?? 0), activeGigs: Number(active?.n ?? 0) };
}
