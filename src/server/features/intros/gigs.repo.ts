/**
 * SQL for the `gigs` table: inserts, single rows (locked for a lifecycle step), the company's,
 * the candidate's and the admin's lists, and the rows of a data export. The status and the
 * candidate's answer are written only with what `src/server/domain/intro-lifecycle.ts` decided.
 */
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { candidates, companies, gigs } from '../../../db/schema/index';
import type { GigStatus } from '../../../shared/gigs/schemas';
import { activeGigStatuses } from '../../../shared/intro-requests/schemas';
import { containsPattern } from '../../platform/lib/sql-like';
import { pageOffset, rowsWithTotal, type PageRequest } from '../../platform/lib/paging';

export type GigRow = typeof gigs.$inferSelect;

export async function insertGig(db: Db, values: typeof gigs.$inferInsert): Promise<GigRow> {
  const [row] = await db.insert(gigs).values(values).returning();
  return row!;
}

/** A company's gigs with their preferred candidate's name and status (null when none or gone). */
function companyGigRows(db: Db) {
  return db
    .select({
      gig: gigs,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      candidateStatus: candidates.status,
    })
    .from(gigs)
    .leftJoin(candidates, eq(candidates.id, gigs.preferredCandidateId));
}

/** A company's gig with its preferred candidate's name and status (`listCompanyGigs`, `findCompanyGig`). */
export type CompanyGigRow = Awaited<ReturnType<typeof companyGigRows>>[number];

/** The company's gigs with the preferred candidate's name, newest first. */
export async function listCompanyGigs(
  db: Db,
  companyId: string,
  status: GigStatus | null,
): Promise<CompanyGigRow[]> {
  const where: SQL[] = [eq(gigs.companyId, companyId)];
  if (status) where.push(eq(gigs.status, status));
  return companyGigRows(db)
    .where(and(...where))
    .orderBy(desc(gigs.createdAt), desc(gigs.id));
}

/**
 * The company's gig `id` with the preferred candidate's name, or undefined when there is none or
 * it is another company's (issue #30: the gig's page).
 */
export async function findCompanyGig(
  db: Db,
  companyId: string,
  id: string,
): Promise<CompanyGigRow | undefined> {
  const [row] = await companyGigRows(db)
    .where(and(eq(gigs.id, id), eq(gigs.companyId, companyId)))
    .limit(1);
  return row;
}

/** A company's gig with one candidate that is still proposed or in progress. */
export interface ActiveGigRow {
  id: string;
  title: string;
  status: (typeof activeGigStatuses)[number];
}

/**
 * For each of `candidateIds`, the company's gig with them that is in progress, else its newest
 * gig still awaiting their answer (docs/decisions/024); candidates without one are absent.
 */
export async function findActiveGigsOfCompany(
  db: Db,
  companyId: string,
  candidateIds: string[],
): Promise<Map<string, ActiveGigRow>> {
  if (candidateIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: gigs.id,
      title: gigs.title,
      status: gigs.status,
      candidateId: gigs.preferredCandidateId,
    })
    .from(gigs)
    .where(
      and(
        eq(gigs.companyId, companyId),
        inArray(gigs.preferredCandidateId, candidateIds),
        inArray(gigs.status, [...activeGigStatuses]),
      ),
    )
    .orderBy(desc(sql`${gigs.status} = 'in_progress'`), desc(gigs.createdAt), desc(gigs.id));
  const byCandidate = new Map<string, ActiveGigRow>();
  for (const { candidateId, ...gig } of rows) {
    if (candidateId && !byCandidate.has(candidateId))
      byCandidate.set(candidateId, gig as ActiveGigRow);
  }
  return byCandidate;
}

/** Which gig: by id, optionally only if it is this company's or proposed to this candidate. */
export interface GigSelector {
  id: string;
  companyId?: string;
  preferredCandidateId?: string;
}

/** The selected gig, locked for the caller's transaction, or undefined. */
export async function findGigForUpdate(db: Db, which: GigSelector): Promise<GigRow | undefined> {
  const where = [eq(gigs.id, which.id)];
  if (which.companyId) where.push(eq(gigs.companyId, which.companyId));
  if (which.preferredCandidateId)
    where.push(eq(gigs.preferredCandidateId, which.preferredCandidateId));
  const [row] = await db
    .select()
    .from(gigs)
    .where(and(...where))
    .limit(1)
    .for('update');
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

/** Gigs proposed to the candidate plus every open gig, newest first (spec 2 §2 Gigs tab). */
export async function listCandidateGigs(db: Db, candidateId: string) {
  return db
    .select({ gig: gigs, companyName: companies.companyName })
    .from(gigs)
    .innerJoin(companies, eq(companies.id, gigs.companyId))
    .where(or(eq(gigs.preferredCandidateId, candidateId), eq(gigs.status, 'open')))
    .orderBy(desc(gigs.createdAt), desc(gigs.id));
}

/** One side of a gig: the company that posted it, or the candidate it was proposed to. */
export type GigParty = { companyId: string } | { candidateId: string };

function ofParty(party: GigParty): SQL {
  return 'companyId' in party
    ? eq(gigs.companyId, party.companyId)
    : eq(gigs.preferredCandidateId, party.candidateId);
}

/** The gigs a user is part of, on either side. */
const ofUser = (userId: string) =>
  or(eq(gigs.companyId, userId), eq(gigs.preferredCandidateId, userId))!;

/** Every gig a company posted, or every gig proposed to a candidate, newest first (data export). */
export async function listGigsOf(db: Db, party: GigParty) {
  return db.select().from(gigs).where(ofParty(party)).orderBy(desc(gigs.createdAt));
}

/** How many of the party's gigs are in `status` (Quick Stats: active gigs, spec 2 §2). */
export async function countInStatus(db: Db, party: GigParty, status: GigStatus): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(gigs)
    .where(and(ofParty(party), eq(gigs.status, status)));
  return Number(row?.n ?? 0);
}

/** How many gigs a user is part of, on either side (the admin's deletion view). */
export async function countGigsOfUser(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(gigs).where(ofUser(userId));
  return Number(row?.n ?? 0);
}

/** Deletes the gigs a user posted or was proposed (account deletion); returns how many. */
export async function deleteGigsOfUser(db: Db, userId: string): Promise<number> {
  const rows = await db.delete(gigs).where(ofUser(userId)).returning({ id: gigs.id });
  return rows.length;
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
export async function listGigsForAdmin(db: Db, f: GigFilters) {
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
export async function findGigWithNames(db: Db, id: string): Promise<GigWithNames | undefined> {
  const [row] = await namedRows(db).where(eq(gigs.id, id));
  return row;
}
