/** SQL for gigs. */
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { candidates, companies, gigs, introRequests, users } from '../../../db/schema';
import type { GigStatus } from '../../../shared/gigs/schemas';

export type GigRow = typeof gigs.$inferSelect;

export async function insertGig(db: Db, values: typeof gigs.$inferInsert): Promise<GigRow> {
  const [row] = await db.insert(gigs).values(values).returning();
  return row!;
}

/** The company's gigs with the preferred candidate's name, newest first. */
export async function listCompanyGigs(db: Db, companyId: string, status: GigStatus | null) {
  const where: SQL[] = [eq(gigs.companyId, companyId)];
  if (status) where.push(eq(gigs.status, status));
  return db
    .select({ gig: gigs, firstName: candidates.firstName, lastName: candidates.lastName })
    .from(gigs)
    .leftJoin(candidates, eq(candidates.id, gigs.preferredCandidateId))
    .where(and(...where))
    .orderBy(desc(gigs.createdAt), desc(gigs.id));
}

export async function findGig(db: Db, where: SQL): Promise<GigRow | undefined> {
  const [row] = await db.select().from(gigs).where(where).limit(1);
  return row;
}

/** Changes a gig only if its status is one of `from`; returns the updated row or undefined. */
export async function updateGigIf(
  db: Db,
  id: string,
  from: GigStatus[],
  values: Partial<typeof gigs.$inferInsert>,
) {
  const [row] = await db
    .update(gigs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(gigs.id, id), inArray(gigs.status, from)))
    .returning();
  return row;
}

/** The company's intro with a candidate (for the gate). */
export async function findIntro(db: Db, companyId: string, candidateId: string) {
  const [row] = await db
    .select()
    .from(introRequests)
    .where(and(eq(introRequests.companyId, companyId), eq(introRequests.candidateId, candidateId)))
    .limit(1);
  return row;
}

export async function findCandidateContact(db: Db, id: string) {
  const [row] = await db
    .select({
      id: candidates.id,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      role: candidates.role,
      status: candidates.status,
      email: users.email,
    })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.id))
    .where(eq(candidates.id, id))
    .limit(1);
  return row;
}

/** Candidates this company has an accepted intro with (the preferred-candidate choices). */
export async function listAcceptedCandidates(db: Db, companyId: string) {
  return db
    .select({
      id: candidates.id,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      role: candidates.role,
    })
    .from(introRequests)
    .innerJoin(candidates, eq(candidates.id, introRequests.candidateId))
    .where(
      and(
        eq(introRequests.companyId, companyId),
        inArray(introRequests.status, [
          'accepted',
          'meeting_scheduled',
          'meeting_marked_by_company',
          'meeting_completed',
        ]),
      ),
    )
    .orderBy(candidates.firstName, candidates.lastName);
}

/** Gigs a candidate sees: proposed to them, and open ones, newest first, with company names. */
export async function listCandidateGigs(db: Db, candidateId: string, includeOpen: boolean) {
  const mine = eq(gigs.preferredCandidateId, candidateId);
  return db
    .select({ gig: gigs, companyName: companies.companyName })
    .from(gigs)
    .innerJoin(companies, eq(companies.id, gigs.companyId))
    .where(includeOpen ? or(mine, eq(gigs.status, 'open')) : mine)
    .orderBy(desc(gigs.createdAt), desc(gigs.id));
}

export async function findCompanyContact(db: Db, companyId: string) {
  const [row] = await db
    .select({
      companyName: companies.companyName,
      fullName: companies.fullName,
      status: companies.status,
      email: users.email,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.id))
    .where(eq(companies.id, companyId))
    .limit(1);
  return row;
}
