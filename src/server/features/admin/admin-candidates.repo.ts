/** SQL for the admin candidate screens: the filtered list, one candidate, and their updates. */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { candidates, users } from '../../../db/schema';
import { containsPattern } from '../../lib/sql-like';
import { pageOffset, rowsWithTotal } from './admin-paging';

export interface AdminCandidateFilters {
  role?: string;
  status?: string;
  location?: string;
  availability?: string;
  search?: string;
  page: number;
  limit: number;
}

/** A candidate with their account's e-mail. */
export type CandidateWithEmail = typeof candidates.$inferSelect & { email: string };

function conditions(f: AdminCandidateFilters): SQL | undefined {
  const where: SQL[] = [];
  if (f.role) where.push(ilike(candidates.role, containsPattern(f.role)));
  if (f.status && f.status !== 'all') where.push(eq(candidates.status, f.status as never));
  if (f.location) where.push(ilike(candidates.location, containsPattern(f.location)));
  if (f.availability) where.push(ilike(candidates.availability, containsPattern(f.availability)));
  if (f.search) {
    const p = containsPattern(f.search);
    where.push(
      or(
        ilike(sql`${candidates.firstName} || ' ' || ${candidates.lastName}`, p),
        ilike(users.email, p),
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

const withEmail = ({ c, email }: { c: typeof candidates.$inferSelect; email: string }) => ({
  ...c,
  email,
});

/** One page of the candidates matching the filters, newest first, with the total. */
export async function listCandidates(
  db: Db,
  f: AdminCandidateFilters,
): Promise<{ rows: CandidateWithEmail[]; total: number }> {
  const where = conditions(f);
  const { rows, total } = await rowsWithTotal(
    db
      .select({ c: candidates, email: users.email })
      .from(candidates)
      .innerJoin(users, eq(users.id, candidates.id))
      .where(where)
      .orderBy(desc(candidates.createdAt), desc(candidates.id))
      .limit(f.limit)
      .offset(pageOffset(f)),
    db
      .select({ n: count() })
      .from(candidates)
      .innerJoin(users, eq(users.id, candidates.id))
      .where(where),
  );
  return { rows: rows.map(withEmail), total };
}

/** The candidate with this id and their e-mail, or undefined. */
export async function findCandidate(db: Db, id: string): Promise<CandidateWithEmail | undefined> {
  const [row] = await db
    .select({ c: candidates, email: users.email })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.id))
    .where(eq(candidates.id, id));
  return row && withEmail(row);
}

/** Sets these fields of the candidate and stamps `updated_at`. */
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
