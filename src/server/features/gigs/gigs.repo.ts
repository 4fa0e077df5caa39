/**
 * SQL for the `gigs` table: inserts, single rows (locked for a lifecycle step), the company's,
 * the candidate's and the admin's lists, and the rows of a data export. The status and the
 * candidate's answer are written only with what `src/server/domain/intro-lifecycle.ts` decided.
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { candidates, companies, gigs, users } from '../../../db/schema';
import type { GigStatus } from '../../../shared/gigs/schemas';
import { containsPattern } from '../../lib/sql-like';
import { pageOffset, rowsWithTotal, type PageRequest } from '../admin/admin-paging';

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

/** The gig matching `where`, locked for the caller's transaction, or undefined. */
export async function findGigForUpdate(db: Db, where: SQL): Promise<GigRow | undefined> {
  const [row] = await db.select().from(gigs).where(where).limit(1).for('update');
  return row;
}

/** Sets these fields and stamps `updated_at`. */
export async function updateGig(
  db: Db,
  id: string,
  values: Partial<typeof gigs.$inferInsert>,
): Promise<GigRow> {
  const [row] = await db
    .update(gigs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(gigs.id, id))
    .returning();
  return row!;
}

/** Deletes the gig. */
export async function removeGig(db: Db, id: string): Promise<void> {
  await db.delete(gigs).where(eq(gigs.id, id));
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

/** Every gig a company posted, or every gig proposed to a candidate, newest first (data export). */
export async function listAllOf(db: Db, party: { companyId: string } | { candidateId: string }) {
  return db
    .select()
    .from(gigs)
    .where(
      'companyId' in party
        ? eq(gigs.companyId, party.companyId)
        : eq(gigs.preferredCandidateId, party.candidateId),
    )
    .orderBy(desc(gigs.createdAt));
}

/** A candidate's name, status and e-mail, for the gate and the proposal e-mail. */
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

/** A company's name, contact and status, for gig rules and e-mails. */
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

/** The admin's filters of Gig Tracking (spec 2 §2 "/admin/intros-and-gigs"). */
export interface GigFilters extends PageRequest {
  company?: string;
  search?: string;
  status?: GigStatus;
}

const candidateName = sql<string>`${candidates.firstName} || ' ' || ${candidates.lastName}`;

function adminConditions(f: GigFilters): SQL | undefined {
  const where: SQL[] = [];
  if (f.company) where.push(ilike(companies.companyName, containsPattern(f.company)));
  if (f.search)
    where.push(
      or(
        ilike(gigs.title, containsPattern(f.search)),
        ilike(candidateName, containsPattern(f.search)),
      )!,
    );
  if (f.status) where.push(eq(gigs.status, f.status));
  return where.length ? and(...where) : undefined;
}

function namedRows(db: Db) {
  return db
    .select({
      gig: gigs,
      companyName: companies.companyName,
      candidateName: sql<
        string | null
      >`case when ${candidates.id} is null then null else ${candidateName} end`,
    })
    .from(gigs)
    .innerJoin(companies, eq(companies.id, gigs.companyId))
    .leftJoin(candidates, eq(candidates.id, gigs.preferredCandidateId));
}

/** A gig with its company's name and its preferred candidate's name (null when none). */
export type GigWithNames = Awaited<ReturnType<typeof namedRows>>[number];

/** One page of the gigs matching the admin's filters, newest first, with the total. */
export async function listForAdmin(db: Db, f: GigFilters) {
  const where = adminConditions(f);
  return rowsWithTotal(
    namedRows(db)
      .where(where)
      .orderBy(desc(gigs.createdAt), desc(gigs.id))
      .limit(f.limit)
      .offset(pageOffset(f)),
    db
      .select({ n: count() })
      .from(gigs)
      .innerJoin(companies, eq(companies.id, gigs.companyId))
      .leftJoin(candidates, eq(candidates.id, gigs.preferredCandidateId))
      .where(where),
  );
}

/** The gig with this id and its names, or undefined. */
export async function findWithNames(db: Db, id: string): Promise<GigWithNames | undefined> {
  const [row] = await namedRows(db).where(eq(gigs.id, id));
  return row;
}
