/**
 * Candidate vetting (spec 2 §2 "/admin/candidates", §4 "Candidate status", §5 "Admin"): filtered,
 * paginated list; view; approve and reject (approving e-mails the candidate); audited edits.
 * Status changes take effect in the talent feed at once.
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { candidates, users } from '../../../db/schema';
import type {
  AdminCandidateDetail,
  AdminCandidateRow,
  AdminCandidateUpdateInput,
} from '../../../shared/admin/schemas';
import type { AppContext } from '../../context';
import { notify, templateContext } from '../../email/notify';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { containsPattern } from '../../lib/sql-like';
import { invalidateFeedCache } from '../talent-feed/talent-feed.service';
import { diffFields, insertEditLog } from './admin-audit';

export interface AdminCandidateFilters {
  role?: string;
  status?: string;
  location?: string;
  availability?: string;
  search?: string;
  page: number;
  limit: number;
}

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

type Row = typeof candidates.$inferSelect & { email: string };

function toRow(c: Row): AdminCandidateRow {
  return {
    id: c.id,
    name: `${c.firstName} ${c.lastName}`.trim(),
    email: c.email,
    role: c.role,
    skills: c.skills,
    location: c.location,
    availability: c.availability,
    status: c.status,
    createdAt: c.createdAt.toISOString(),
  };
}

/** Candidates matching the filters, newest first, with the total. */
export async function listCandidates(db: Db, f: AdminCandidateFilters) {
  const where = conditions(f);
  const [rows, [total]] = await Promise.all([
    db
      .select({ c: candidates, email: users.email })
      .from(candidates)
      .innerJoin(users, eq(users.id, candidates.id))
      .where(where)
      .orderBy(desc(candidates.createdAt), desc(candidates.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db
      .select({ n: count() })
      .from(candidates)
      .innerJoin(users, eq(users.id, candidates.id))
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
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'Candidate not found.');
  const [row] = await db
    .select({ c: candidates, email: users.email })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.id))
    .where(eq(candidates.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Candidate not found.');
  return { ...row.c, email: row.email };
}

export async function getCandidate(db: Db, id: string): Promise<AdminCandidateDetail> {
  const c = await findRow(db, id);
  return {
    ...toRow(c),
    firstName: c.firstName,
    lastName: c.lastName,
    experienceYears: c.experienceYears,
    availabilityDate: c.availabilityDate,
    calendarUrl: c.calendarUrl,
    portfolioUrl: c.portfolioUrl,
    linkedinUrl: c.linkedinUrl,
    salaryRange: c.salaryRange,
    bio: c.bio,
    notes: c.notes,
    onboardingStatus: c.onboardingStatus,
    resume: c.resumeKey
      ? { fileName: c.resumeFileName ?? 'resume', url: `/api/candidates/${c.id}/resume` }
      : null,
  };
}

/**
 * Saves an admin edit of a candidate, logging per-field changes in the same transaction.
 * @returns `{ changed: false, changes: {} }` when nothing differs ('No Changes').
 */
export async function updateCandidate(
  ctx: AppContext,
  adminId: string,
  id: string,
  input: AdminCandidateUpdateInput,
) {
  const result = await ctx.db.transaction(async (tx) => {
    const current = await findRow(tx, id);
    const changes = diffFields(current as unknown as Record<string, unknown>, input);
    if (Object.keys(changes).length === 0) return { changed: false, changes };
    await tx
      .update(candidates)
      .set({ ...input, updatedAt: sql`now()` } as never)
      .where(eq(candidates.id, id));
    await insertEditLog(tx, {
      adminId,
      editedUserId: id,
      userType: 'candidate',
      userName: `${current.firstName} ${current.lastName}`.trim(),
      changes,
    });
    if (changes.status?.new === 'approved' && current.status !== 'approved')
      await queueApproved(ctx, tx, current);
    return { changed: true, changes };
  });
  // After the commit, so no concurrent request caches the old state again.
  invalidateFeedCache(ctx.db);
  return result;
}

async function queueApproved(ctx: AppContext, tx: Db, c: Row) {
  await notify(tx, templateContext(ctx.config), 'candidateApproved', {
    email: c.email,
    firstName: c.firstName,
  });
}

/**
 * Approves or rejects a candidate (logged like an edit); approving e-mails them (`candidateApproved`)
 * and shows them in the feed at once.
 * @throws AppError CONFLICT when the candidate already has that status (the button is disabled).
 */
export async function setCandidateStatus(
  ctx: AppContext,
  adminId: string,
  id: string,
  status: 'approved' | 'rejected',
) {
  const result = await ctx.db.transaction(async (tx) => {
    const current = await findRow(tx, id);
    if (current.status === status)
      throw new AppError('CONFLICT', `This candidate is already ${status}.`);
    await tx
      .update(candidates)
      .set({
        status,
        onboardingStatus: status === 'approved' ? 'completed' : current.onboardingStatus,
        updatedAt: sql`now()`,
      })
      .where(eq(candidates.id, id));
    await insertEditLog(tx, {
      adminId,
      editedUserId: id,
      userType: 'candidate',
      userName: `${current.firstName} ${current.lastName}`.trim(),
      changes: { status: { previous: current.status, new: status } },
    });
    if (status === 'approved') await queueApproved(ctx, tx, current);
    return getCandidate(tx, id);
  });
  // After the commit, so no concurrent request caches the old state again.
  invalidateFeedCache(ctx.db);
  return result;
}
