/**
 * SQL for the `candidates` table, for the candidate's own pages and the admin's vetting screens
 * (spec 2 §2 "Candidate side", "/admin/candidates"). Every function takes a database handle or a
 * transaction.
 */
import { and, asc, count, eq, ilike, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedFor } from '../../../db/prepared';
import { candidates, users } from '../../../db/schema';
import type { CandidateStatus } from '../../../shared/candidates/schemas';
import {
  newestFirstPage,
  pageOffset,
  rowsWithTotal,
  type PageRequest,
} from '../../platform/lib/paging';
import { containsAny, containsPattern } from '../../platform/lib/sql-like';

/** A candidate with their account's e-mail. */
/** A candidate with their account's e-mail and when it was verified (docs/decisions/065). */
export type CandidateRow = typeof candidates.$inferSelect & {
  email: string;
  emailVerifiedAt: Date | null;
};

/** The admin list's filters (spec 2 §2 "/admin/candidates"); texts match anywhere, any case. */
export interface CandidateFilters extends PageRequest {
  role?: string;
  /** A status, or 'all' / empty for every status. */
  status?: CandidateStatus | 'all' | '';
  location?: string;
  availability?: string;
  /** Matches the full name or the e-mail. */
  search?: string;
  /** 'paused': only paused candidates; 'open': only those open to intros (docs/decisions/028). */
  intros?: 'paused' | 'open' | '';
}

const candidatesWithEmail = (db: Db) =>
  db
    .select({ candidate: candidates, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.id));

const withEmail = (row: {
  candidate: typeof candidates.$inferSelect;
  email: string;
  emailVerifiedAt: Date | null;
}) => ({
  ...row.candidate,
  email: row.email,
  emailVerifiedAt: row.emailVerifiedAt,
});

function conditions(f: CandidateFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [
    f.role ? ilike(candidates.role, containsPattern(f.role)) : undefined,
    f.status && f.status !== 'all' ? eq(candidates.status, f.status) : undefined,
    f.location ? ilike(candidates.location, containsPattern(f.location)) : undefined,
    f.availability ? ilike(candidates.availability, containsPattern(f.availability)) : undefined,
    f.intros === 'paused'
      ? isNotNull(candidates.pausedAt)
      : f.intros === 'open'
        ? isNull(candidates.pausedAt)
        : undefined,
    containsAny(
      f.search,
      sql`${candidates.firstName} || ' ' || ${candidates.lastName}`,
      users.email,
    ),
  ];
  return and(...where);
}

/** The candidate with this id and their e-mail, or undefined. */
export async function findCandidate(db: Db, id: string): Promise<CandidateRow | undefined> {
  const [row] = await preparedFor(db, 'find_candidate', (d) =>
    candidatesWithEmail(d)
      .where(eq(candidates.id, sql.placeholder('id')))
      .limit(1)
      .prepare('find_candidate'),
  ).execute({ id });
  return row && withEmail(row);
}

/**
 * One page of the candidates matching the filters, with the total: newest first, except the
 * pending queue, which is longest waiting first (oldest signup first; issue #35 part 5,
 * docs/decisions/078).
 */
export async function listCandidates(
  db: Db,
  f: CandidateFilters,
): Promise<{ rows: CandidateRow[]; total: number }> {
  const where = conditions(f);
  const query = candidatesWithEmail(db).where(where).$dynamic();
  const { rows, total } = await rowsWithTotal(
    f.status === 'pending'
      ? query
          .orderBy(asc(candidates.createdAt), asc(candidates.id))
          .limit(f.limit)
          .offset(pageOffset(f))
      : newestFirstPage(query, candidates, f),
    db
      .select({ n: count() })
      .from(candidates)
      .innerJoin(users, eq(users.id, candidates.id))
      .where(where),
  );
  return { rows: rows.map(withEmail), total };
}

/** Adds the candidate row of a new account (its id is the user's). */
export async function insertCandidateRow(
  db: Db,
  values: typeof candidates.$inferInsert,
): Promise<void> {
  await db.insert(candidates).values(values);
}

/** Sets these fields of the candidate and stamps `updated_at`. */
export async function updateCandidate(
  db: Db,
  id: string,
  values: Partial<Omit<typeof candidates.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>,
): Promise<void> {
  await db
    .update(candidates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(candidates.id, id));
}

/**
 * The candidate with this id (or whose latest availability link has this hash) and their e-mail,
 * locked for the rest of the transaction (`FOR UPDATE` of the candidate's row).
 */
export async function lockCandidate(
  db: Db,
  which: { id: string } | { availabilityTokenHash: string },
): Promise<CandidateRow | undefined> {
  const [row] = await candidatesWithEmail(db)
    .where(
      'id' in which
        ? eq(candidates.id, which.id)
        : eq(candidates.availabilityTokenHash, which.availabilityTokenHash),
    )
    .limit(1)
    .for('update', { of: candidates });
  return row && withEmail(row);
}

/**
 * Ids of approved candidates for whom an availability timer may be due at `now` (a prefilter: the
 * availability rules decide under the row's lock, docs/decisions/028). `ask`: open, not asked,
 * confirmed at or before `askBefore`; `lapse`: open and asked at or before `lapseBefore`.
 */
export async function findAvailabilityTimerIds(
  db: Db,
  type: 'ask' | 'lapse',
  before: Date,
  limit: number,
): Promise<string[]> {
  const due =
    type === 'ask'
      ? and(isNull(candidates.availabilityAskedAt), lte(candidates.availabilityConfirmedAt, before))
      : lte(candidates.availabilityAskedAt, before);
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.status, 'approved'), isNull(candidates.pausedAt), due))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** How many candidates have `status` (the admin nav's waiting-for-review count, issue #16). */
export async function countWithStatus(db: Db, status: CandidateStatus): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(candidates)
    .where(eq(candidates.status, status));
  return Number(row?.n ?? 0);
}
