/**
 * SQL for the `companies` table and the tables that belong to a company (`company_preferences`,
 * `plan_usage`), for the company's own pages, billing and the admin's company screens (spec 1 §2
 * "Company dashboard", spec 2 §2 "/admin/companies"). Every function takes a database handle or a
 * transaction.
 */
import { and, count, eq, gte, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedFor } from '../../../db/prepared';
import {
  companies,
  companyMembers,
  companyPreferences,
  planUsage,
  users,
} from '../../../db/schema';
import type { PlanTier } from '../../../shared/companies/schemas';
import { newestFirstPage, rowsWithTotal, type PageRequest } from '../../platform/lib/paging';
import { containsAny } from '../../platform/lib/sql-like';

/** A company with its owner's e-mail (the company's address; docs/decisions/073). */
export type CompanyRow = typeof companies.$inferSelect & { email: string };

/** The admin list's filters (spec 2 §2 "/admin/companies"). */
export interface CompanyFilters extends PageRequest {
  /** Matches the company name or the e-mail, anywhere, any case. */
  search?: string;
  planTier?: PlanTier | '';
  /** Joined on or after this day (`YYYY-MM-DD`, UTC). */
  joinedFrom?: string;
  /** Joined on or before this day (`YYYY-MM-DD`, UTC), inclusive. */
  joinedTo?: string;
}

const DAY_MS = 86_400_000;

/** The company's owner: its one member with the role (docs/decisions/073). */
const ownerOf = and(
  eq(companyMembers.companyId, companies.id),
  eq(companyMembers.role, 'owner'),
  isNull(companyMembers.removedAt),
);

const companiesWithEmail = (db: Db) =>
  db
    .select({ company: companies, email: users.email })
    .from(companies)
    .innerJoin(companyMembers, ownerOf)
    .innerJoin(users, eq(users.id, companyMembers.userId));

const withEmail = (row: { company: typeof companies.$inferSelect; email: string }) => ({
  ...row.company,
  email: row.email,
});

function conditions(f: CompanyFilters): SQL | undefined {
  const midnight = (day: string) => new Date(`${day}T00:00:00Z`);
  return and(
    containsAny(f.search, companies.companyName, users.email),
    f.planTier ? eq(companies.planTier, f.planTier) : undefined,
    f.joinedFrom ? gte(companies.createdAt, midnight(f.joinedFrom)) : undefined,
    // `joinedTo` is inclusive: everything before the next UTC midnight.
    f.joinedTo
      ? lt(companies.createdAt, new Date(midnight(f.joinedTo).getTime() + DAY_MS))
      : undefined,
  );
}

/** The company with this id and its e-mail, or undefined. */
export async function findCompany(db: Db, id: string): Promise<CompanyRow | undefined> {
  const [row] = await preparedFor(db, 'find_company', (d) =>
    companiesWithEmail(d)
      .where(eq(companies.id, sql.placeholder('id')))
      .limit(1)
      .prepare('find_company'),
  ).execute({ id });
  return row && withEmail(row);
}

/** One page of the companies matching the filters, newest first, with the total. */
export async function listCompanies(
  db: Db,
  f: CompanyFilters,
): Promise<{ rows: CompanyRow[]; total: number }> {
  const where = conditions(f);
  const { rows, total } = await rowsWithTotal(
    newestFirstPage(companiesWithEmail(db).where(where).$dynamic(), companies, f),
    db
      .select({ n: count() })
      .from(companies)
      .innerJoin(companyMembers, ownerOf)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(where),
  );
  return { rows: rows.map(withEmail), total };
}

/** Adds the company row of a new account (its id drawn as the founder's user id; decision 073). */
export async function insertCompanyRow(
  db: Db,
  values: typeof companies.$inferInsert,
): Promise<void> {
  await db.insert(companies).values(values);
}

/** Sets these fields of the company and stamps `updated_at`. */
export async function updateCompany(
  db: Db,
  id: string,
  values: Partial<Omit<typeof companies.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>,
): Promise<void> {
  await db
    .update(companies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(companies.id, id));
}

/** The company's onboarding preferences, or undefined before they were given or skipped. */
export async function findPreferences(db: Db, companyId: string) {
  // Prepared: read on every feed page a company opens (docs/decisions/049).
  const [row] = await preparedFor(db, 'find_company_preferences', (d) =>
    d
      .select()
      .from(companyPreferences)
      .where(eq(companyPreferences.companyId, sql.placeholder('companyId')))
      .limit(1)
      .prepare('find_company_preferences'),
  ).execute({ companyId });
  return row;
}

/** Stores the preferences, replacing earlier ones, and stamps `submitted_at`. */
export async function upsertPreferences(
  db: Db,
  values: typeof companyPreferences.$inferInsert,
): Promise<void> {
  const { companyId: _id, ...update } = values;
  await db
    .insert(companyPreferences)
    .values(values)
    .onConflictDoUpdate({
      target: companyPreferences.companyId,
      set: { ...update, submittedAt: sql`now()` },
    });
}

/** The company's intro requests counted per month (for the data export), oldest month first. */
export async function listPlanUsage(db: Db, companyId: string) {
  return db
    .select()
    .from(planUsage)
    .where(eq(planUsage.companyId, companyId))
    .orderBy(planUsage.month);
}

/** How many new intro requests the company made in `month` (`YYYY-MM-01`, UTC). */
export async function findMonthlyUsage(db: Db, companyId: string, month: string): Promise<number> {
  const [row] = await preparedFor(db, 'find_monthly_usage', (d) =>
    d
      .select({ n: planUsage.introRequests })
      .from(planUsage)
      .where(
        and(
          eq(planUsage.companyId, sql.placeholder('companyId')),
          eq(planUsage.month, sql.placeholder('month')),
        ),
      )
      .prepare('find_monthly_usage'),
  ).execute({ companyId, month });
  return row?.n ?? 0;
}

/** What a candidate reads of a company: its public fields and its preferences (issue #15). */
const publicColumns = {
  id: companies.id,
  companyName: companies.companyName,
  website: companies.website,
  description: companies.description,
  companySize: companies.companySize,
  stage: companies.stage,
  headquarters: companies.headquarters,
  timezone: companies.timezone,
  hiringRoles: companies.hiringRoles,
  createdAt: companies.createdAt,
  primaryRoles: companyPreferences.primaryRoles,
  hiringMode: companyPreferences.hiringMode,
  engagementTypes: companyPreferences.engagementTypes,
  timeZoneOverlap: companyPreferences.timeZoneOverlap,
};
export type PublicCompanyRow = {
  [K in keyof typeof publicColumns]: K extends 'primaryRoles' | 'engagementTypes'
    ? string[] | null
    : K extends 'hiringMode' | 'timeZoneOverlap'
      ? string | null
      : (typeof companies.$inferSelect)[K & keyof typeof companies.$inferSelect];
};

/** Active companies only (spec 2 §4 "Company status"); `q` anywhere in name, description, roles or headquarters. */
function activeConditions(q: string | undefined): SQL {
  return and(
    eq(companies.status, 'active'),
    containsAny(
      q,
      companies.companyName,
      companies.description,
      companies.headquarters,
      sql`array_to_string(${companies.hiringRoles}, ' ')`,
    ),
  )!;
}

const publicCompanies = (db: Db) =>
  db
    .select(publicColumns)
    .from(companies)
    .leftJoin(companyPreferences, eq(companyPreferences.companyId, companies.id));

/** One page of active companies, newest first, with the total (Browse Companies, issue #15). */
export async function listActiveCompanies(
  db: Db,
  q: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: PublicCompanyRow[]; total: number }> {
  const where = activeConditions(q);
  const [rows, [counted]] = await Promise.all([
    publicCompanies(db)
      .where(where)
      .orderBy(sql`${companies.createdAt} desc`, sql`${companies.id} desc`)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The active company with this id, with its preferences, or undefined. */
export async function findActiveCompany(db: Db, id: string): Promise<PublicCompanyRow | undefined> {
  const [row] = await publicCompanies(db)
    .where(and(eq(companies.id, id), eq(companies.status, 'active')))
    .limit(1);
  return row;
}

/** How many companies were created at or after `since` (the admin nav's new companies, issue #16). */
export async function countCreatedSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companies)
    .where(gte(companies.createdAt, since));
  return Number(row?.n ?? 0);
}

/**
 * The Pro plans whose period has ended at `now`, locked for the caller's transaction; rows another
 * process holds are skipped, so several processes never settle one twice
 * (docs/decisions/058-a-plan-you-can-manage.md).
 */
export async function lockDuePlans(
  tx: Db,
  now: Date,
): Promise<{ id: string; periodEnd: Date; endsAtPeriodEnd: boolean }[]> {
  const rows = await tx
    .select({
      id: companies.id,
      periodEnd: companies.planPeriodEnd,
      endsAtPeriodEnd: companies.planEndsAtPeriodEnd,
    })
    .from(companies)
    .where(and(eq(companies.planTier, 'pro'), lte(companies.planPeriodEnd, now)))
    .for('update', { skipLocked: true });
  return rows.map((r) => ({ ...r, periodEnd: r.periodEnd! }));
}

/** Adds one to the company's lifetime request count (spec 1 §3 introRequestCount). */
export async function incrementCompanyIntroCount(db: Db, companyId: string): Promise<void> {
  await db.execute(countIntroRequestSql(sql`${companyId}::uuid`));
}

/** The update of `incrementCompanyIntroCount` (a first request's one statement embeds it) (its input as SQL), only if `condition` holds. */
export function countIntroRequestSql(companyId: SQL, condition: SQL = sql`true`): SQL {
  return sql`update ${companies}
        set intro_request_count = intro_request_count + 1, updated_at = now()
        where id = ${companyId} and ${condition}`;
}

/** Deletes the company row and, by cascade, what hangs off it (its team, invitations, usage). */
export async function deleteCompanyRow(db: Db, id: string): Promise<void> {
  await db.delete(companies).where(eq(companies.id, id));
}
