/**
 * SQL for intro and gig oversight: the filtered intro and gig lists with company and candidate
 * names, single rows, their updates, and the addresses a meeting reminder needs.
 */
import { aliasedTable, and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { candidates, companies, gigs, introRequests, users } from '../../../db/schema';
import type { GigStatus } from '../../../shared/gigs/schemas';
import type { IntroStatus } from '../../../shared/intro-requests/schemas';
import { containsPattern } from '../../lib/sql-like';
import { pageOffset, rowsWithTotal } from './admin-paging';

export interface IntroFilters {
  company?: string;
  candidate?: string;
  status?: string;
  page: number;
  limit: number;
}

export interface GigFilters {
  company?: string;
  search?: string;
  status?: string;
  page: number;
  limit: number;
}

const candidateName = sql<string>`${candidates.firstName} || ' ' || ${candidates.lastName}`;

function introConditions(f: IntroFilters): SQL | undefined {
  const where: SQL[] = [];
  if (f.company) where.push(ilike(companies.companyName, containsPattern(f.company)));
  if (f.candidate) where.push(ilike(candidateName, containsPattern(f.candidate)));
  if (f.status) where.push(eq(introRequests.status, f.status as IntroStatus));
  return where.length ? and(...where) : undefined;
}

function introRows(db: Db) {
  return db
    .select({
      intro: introRequests,
      companyName: companies.companyName,
      candidateName,
      candidateRole: candidates.role,
    })
    .from(introRequests)
    .innerJoin(companies, eq(companies.id, introRequests.companyId))
    .innerJoin(candidates, eq(candidates.id, introRequests.candidateId));
}

/** An intro request with its company's name and its candidate's name and role. */
export type IntroWithNames = Awaited<ReturnType<typeof introRows>>[number];

/** One page of the intro requests matching the filters, newest first, with the total. */
export async function listIntros(db: Db, f: IntroFilters) {
  const where = introConditions(f);
  return rowsWithTotal(
    introRows(db)
      .where(where)
      .orderBy(desc(introRequests.requestedAt), desc(introRequests.id))
      .limit(f.limit)
      .offset(pageOffset(f)),
    db
      .select({ n: count() })
      .from(introRequests)
      .innerJoin(companies, eq(companies.id, introRequests.companyId))
      .innerJoin(candidates, eq(candidates.id, introRequests.candidateId))
      .where(where),
  );
}

/** The intro request with this id and its names, or undefined. */
export async function findIntro(db: Db, id: string): Promise<IntroWithNames | undefined> {
  const [row] = await introRows(db).where(eq(introRequests.id, id));
  return row;
}

/** Sets exactly these fields of the intro request (the caller stamps `updatedAt`). */
export async function updateIntro(
  db: Db,
  id: string,
  values: Partial<typeof introRequests.$inferInsert>,
): Promise<void> {
  await db.update(introRequests).set(values).where(eq(introRequests.id, id));
}

/** The company's e-mail and contact name, and the candidate's calendar link, for a reminder. */
export async function findReminderContacts(db: Db, companyId: string, candidateId: string) {
  const companyUser = aliasedTable(users, 'company_user');
  const [row] = await db
    .select({
      email: companyUser.email,
      fullName: companies.fullName,
      calendarUrl: candidates.calendarUrl,
    })
    .from(companies)
    .innerJoin(companyUser, eq(companyUser.id, companies.id))
    .innerJoin(candidates, eq(candidates.id, candidateId))
    .where(eq(companies.id, companyId));
  return row;
}

function gigConditions(f: GigFilters): SQL | undefined {
  const where: SQL[] = [];
  if (f.company) where.push(ilike(companies.companyName, containsPattern(f.company)));
  if (f.search)
    where.push(
      or(
        ilike(gigs.title, containsPattern(f.search)),
        ilike(candidateName, containsPattern(f.search)),
      )!,
    );
  if (f.status) where.push(eq(gigs.status, f.status as GigStatus));
  return where.length ? and(...where) : undefined;
}

function gigRows(db: Db) {
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
export type GigWithNames = Awaited<ReturnType<typeof gigRows>>[number];

/** One page of the gigs matching the filters, newest first, with the total. */
export async function listGigs(db: Db, f: GigFilters) {
  const where = gigConditions(f);
  return rowsWithTotal(
    gigRows(db)
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
export async function findGig(db: Db, id: string): Promise<GigWithNames | undefined> {
  const [row] = await gigRows(db).where(eq(gigs.id, id));
  return row;
}

/** Sets the gig's status and stamps `updated_at`. */
export async function updateGigStatus(db: Db, id: string, status: GigStatus): Promise<void> {
  await db.update(gigs).set({ status, updatedAt: new Date() }).where(eq(gigs.id, id));
}

/** Deletes the gig. */
export async function removeGig(db: Db, id: string): Promise<void> {
  await db.delete(gigs).where(eq(gigs.id, id));
}
