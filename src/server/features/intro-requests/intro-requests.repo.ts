/** SQL for intro requests, their monthly plan usage and the people they join. */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { candidates, companies, introRequests, users } from '../../../db/schema';

export type IntroRow = typeof introRequests.$inferSelect;

const companyUser = alias(users, 'company_user');

/** An intro request with the names and addresses its e-mails and pages need. */
export async function findIntroWithParties(db: Db, where: SQL) {
  const [row] = await db
    .select({
      intro: introRequests,
      candidate: {
        firstName: candidates.firstName,
        lastName: candidates.lastName,
        role: candidates.role,
        calendarUrl: candidates.calendarUrl,
        email: users.email,
      },
      company: {
        companyName: companies.companyName,
        fullName: companies.fullName,
        hiringRoles: companies.hiringRoles,
        email: companyUser.email,
      },
    })
    .from(introRequests)
    .innerJoin(candidates, eq(candidates.id, introRequests.candidateId))
    .innerJoin(users, eq(users.id, introRequests.candidateId))
    .innerJoin(companies, eq(companies.id, introRequests.companyId))
    .innerJoin(companyUser, eq(companyUser.id, introRequests.companyId))
    .where(where)
    .limit(1);
  return row;
}
export type IntroWithParties = NonNullable<Awaited<ReturnType<typeof findIntroWithParties>>>;

export async function findIntroByPair(
  db: Db,
  companyId: string,
  candidateId: string,
): Promise<IntroRow | undefined> {
  const [row] = await db
    .select()
    .from(introRequests)
    .where(and(eq(introRequests.companyId, companyId), eq(introRequests.candidateId, candidateId)))
    .limit(1)
    .for('update');
  return row;
}

export async function insertIntro(
  db: Db,
  values: typeof introRequests.$inferInsert,
): Promise<IntroRow> {
  const [row] = await db.insert(introRequests).values(values).returning();
  return row!;
}

export async function updateIntro(
  db: Db,
  id: string,
  values: Partial<typeof introRequests.$inferInsert>,
): Promise<IntroRow> {
  const [row] = await db
    .update(introRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(introRequests.id, id))
    .returning();
  return row!;
}

/**
 * Counts one new intro request against this month's (UTC) free allowance, atomically: the row is
 * created or incremented only while under `limit`. Returns false when the limit is reached.
 */
export async function takeMonthlyIntroAllowance(
  db: Db,
  companyId: string,
  limit: number,
): Promise<boolean> {
  const rows = await queryRows<{ intro_requests: number }>(
    db,
    sql`insert into plan_usage (company_id, month, intro_requests)
        values (${companyId}, date_trunc('month', now() at time zone 'utc')::date, 1)
        on conflict (company_id, month) do update
          set intro_requests = plan_usage.intro_requests + 1
          where plan_usage.intro_requests < ${limit}
        returning intro_requests`,
  );
  return rows.length > 0 && limit > 0;
}

export async function incrementCompanyIntroCount(db: Db, companyId: string): Promise<void> {
  await db
    .update(companies)
    .set({ introRequestCount: sql`${companies.introRequestCount} + 1`, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId));
}

/** The company's intro requests with candidate names, newest first. */
export async function listForCompany(db: Db, companyId: string, limit: number, offset: number) {
  return db
    .select({
      intro: introRequests,
      candidateFirstName: candidates.firstName,
      candidateLastName: candidates.lastName,
      candidateRole: candidates.role,
      candidateCalendarUrl: candidates.calendarUrl,
      candidateEmail: users.email,
    })
    .from(introRequests)
    .innerJoin(candidates, eq(candidates.id, introRequests.candidateId))
    .innerJoin(users, eq(users.id, introRequests.candidateId))
    .where(eq(introRequests.companyId, companyId))
    .orderBy(desc(introRequests.requestedAt), desc(introRequests.id))
    .limit(limit)
    .offset(offset);
}

export async function countForCompany(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(introRequests)
    .where(eq(introRequests.companyId, companyId));
  return Number(row?.n ?? 0);
}

/** The candidate's intro requests with company names, newest first. */
export async function listForCandidate(db: Db, candidateId: string) {
  return db
    .select({
      intro: introRequests,
      companyName: companies.companyName,
      companyHiringRoles: companies.hiringRoles,
    })
    .from(introRequests)
    .innerJoin(companies, eq(companies.id, introRequests.companyId))
    .where(eq(introRequests.candidateId, candidateId))
    .orderBy(desc(introRequests.requestedAt), desc(introRequests.id));
}

/** The company's status and plan, locked for the request's transaction. */
export async function findCompanyForUpdate(db: Db, companyId: string) {
  const [row] = await db
    .select({
      planTier: companies.planTier,
      status: companies.status,
      companyName: companies.companyName,
      fullName: companies.fullName,
      hiringRoles: companies.hiringRoles,
      email: users.email,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.id))
    .where(eq(companies.id, companyId))
    .limit(1);
  return row;
}

export async function findApprovedCandidateContact(db: Db, candidateId: string) {
  const [row] = await db
    .select({
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      role: candidates.role,
      calendarUrl: candidates.calendarUrl,
      email: users.email,
    })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.id))
    .where(and(eq(candidates.id, candidateId), eq(candidates.status, 'approved')))
    .limit(1);
  return row;
}
