/** SQL for the admin company screens: the filtered list, one company, and its updates. */
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, users } from '../../../db/schema';
import { containsPattern } from '../../lib/sql-like';
import { pageOffset, rowsWithTotal } from './admin-paging';

export interface AdminCompanyFilters {
  search?: string;
  planTier?: string;
  joinedFrom?: string;
  joinedTo?: string;
  page: number;
  limit: number;
}

/** A company with its account's e-mail. */
export type CompanyWithEmail = typeof companies.$inferSelect & { email: string };

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
  // `joinedTo` is inclusive: everything before the next UTC midnight.
  if (f.joinedTo)
    where.push(
      lt(companies.createdAt, new Date(new Date(`${f.joinedTo}T00:00:00Z`).getTime() + 86_400_000)),
    );
  return where.length ? and(...where) : undefined;
}

const withEmail = ({ c, email }: { c: typeof companies.$inferSelect; email: string }) => ({
  ...c,
  email,
});

/** One page of the companies matching the filters, newest first, with the total. */
export async function listCompanies(
  db: Db,
  f: AdminCompanyFilters,
): Promise<{ rows: CompanyWithEmail[]; total: number }> {
  const where = conditions(f);
  const { rows, total } = await rowsWithTotal(
    db
      .select({ c: companies, email: users.email })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.id))
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(f.limit)
      .offset(pageOffset(f)),
    db
      .select({ n: count() })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.id))
      .where(where),
  );
  return { rows: rows.map(withEmail), total };
}

/** The company with this id and its e-mail, or undefined. */
export async function findCompany(db: Db, id: string): Promise<CompanyWithEmail | undefined> {
  const [row] = await db
    .select({ c: companies, email: users.email })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.id))
    .where(eq(companies.id, id));
  return row && withEmail(row);
}

/** Sets these fields of the company and stamps `updated_at`. */
export async function updateCompany(
  db: Db,
  id: string,
  values: Partial<typeof companies.$inferInsert>,
): Promise<void> {
  await db
    .update(companies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(companies.id, id));
}
