/**
 * Company oversight (spec 2 §2 "/admin/companies", §4 "Company status", §5 "Admin"): filtered list,
 * view, audited edits of profile, status (`active, paused, blacklisted, pending`), plan and notes.
 */
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, users } from '../../../db/schema';
import type {
  AdminCompanyDetail,
  AdminCompanyRow,
  AdminCompanyUpdateInput,
} from '../../../shared/admin/schemas';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { containsPattern } from '../../lib/sql-like';
import { diffFields, insertEditLog } from './admin-audit';

export interface AdminCompanyFilters {
  search?: string;
  planTier?: string;
  joinedFrom?: string;
  joinedTo?: string;
  page: number;
  limit: number;
}

type Row = typeof companies.$inferSelect & { email: string };

function conditions(f: AdminCompanyFilters): SQL | undefined {
  const where: SQL[] = [];
  if (f.search)
    where.push(
      or(
        ilike(companies.companyName, containsPattern(f.search)),
        ilike(users.email, containsPattern(f.search)),
      )!,
    );
  if (f.planTier) where.push(eq(companies.planTier, f.planTier as never));
  if (f.joinedFrom) where.push(gte(companies.createdAt, new Date(`${f.joinedFrom}T00:00:00Z`)));
  if (f.joinedTo)
    where.push(
      lt(companies.createdAt, new Date(new Date(`${f.joinedTo}T00:00:00Z`).getTime() + 86_400_000)),
    );
  return where.length ? and(...where) : undefined;
}

function toRow(c: Row): AdminCompanyRow {
  return {
    id: c.id,
    companyName: c.companyName,
    email: c.email,
    planTier: c.planTier,
    status: c.status,
    contactRole: c.contactRole,
    hiringRoles: c.hiringRoles,
    createdAt: c.createdAt.toISOString(),
  };
}

export async function listCompanies(db: Db, f: AdminCompanyFilters) {
  const where = conditions(f);
  const [rows, [total]] = await Promise.all([
    db
      .select({ c: companies, email: users.email })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.id))
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db
      .select({ n: count() })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.id))
      .where(where),
  ]);
  return {
    items: rows.map((r) => toRow({ ...r.c, email: r.email })),
    total: Number(total?.n ?? 0),
    page: f.page,
    pageSize: f.limit,
  };
}

async function findRow(db: Db, id: string): Promise<Row> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'Company not found.');
  const [row] = await db
    .select({ c: companies, email: users.email })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.id))
    .where(eq(companies.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Company not found.');
  return { ...row.c, email: row.email };
}

export async function getCompany(db: Db, id: string): Promise<AdminCompanyDetail> {
  const c = await findRow(db, id);
  return {
    ...toRow(c),
    fullName: c.fullName,
    hiringNeeds: c.hiringNeeds,
    website: c.website,
    timezone: c.timezone,
    notes: c.notes,
    introRequestCount: c.introRequestCount,
    onboardingStatus: c.onboardingStatus,
  };
}

/** Saves an admin edit of a company with its per-field log; `{ changed: false }` when nothing differs. */
export async function updateCompany(
  ctx: AppContext,
  adminId: string,
  id: string,
  input: AdminCompanyUpdateInput,
) {
  return ctx.db.transaction(async (tx) => {
    const current = await findRow(tx, id);
    const changes = diffFields(current as unknown as Record<string, unknown>, input);
    if (Object.keys(changes).length === 0) return { changed: false, changes };
    await tx
      .update(companies)
      .set({ ...input, updatedAt: sql`now()` } as never)
      .where(eq(companies.id, id));
    await insertEditLog(tx, {
      adminId,
      editedUserId: id,
      userType: 'company',
      userName: current.companyName,
      changes,
    });
    return { changed: true, changes };
  });
}
