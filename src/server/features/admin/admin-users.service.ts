/**
 * Permanent user deletion (spec 2 §2 "/admin/delete-users", §3 "Deletion log", §5 "Admin"): the
 * user list with search, a user's associated records, deletion through the shared account deletion
 * (one transaction; files removed after it), and the deletion log.
 */
import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  candidates,
  companies,
  deletionLog,
  gigs,
  introRequests,
  outboxEmails,
  users,
} from '../../../db/schema';
import type { AdminUserRow } from '../../../shared/admin/schemas';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { containsPattern } from '../../lib/sql-like';
import { deleteAccount } from '../accounts/account-deletion.service';

const nameOf = sql<string>`coalesce(${companies.companyName}, ${candidates.firstName} || ' ' || ${candidates.lastName}, ${users.email})`;

function deletable(role: string, email: string) {
  return role !== 'admin' && !email.toLowerCase().includes('admin');
}

function userRows(db: Db) {
  return db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      name: nameOf,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.id))
    .leftJoin(candidates, eq(candidates.id, users.id));
}

function toRow(r: {
  id: string;
  role: 'company' | 'candidate' | 'admin';
  email: string;
  name: string;
  createdAt: Date;
}): AdminUserRow {
  return {
    id: r.id,
    type: r.role,
    name: r.name,
    email: r.email,
    createdAt: r.createdAt.toISOString(),
    deletable: deletable(r.role, r.email),
  };
}

/** Candidates and companies (never admins), newest first, searchable by name or e-mail. */
export async function listUsers(
  db: Db,
  f: { type?: string; search?: string; page: number; limit: number },
) {
  const where: SQL[] = [ne(users.role, 'admin')];
  if (f.type) where.push(eq(users.role, f.type as never));
  if (f.search)
    where.push(
      or(ilike(users.email, containsPattern(f.search)), ilike(nameOf, containsPattern(f.search)))!,
    );
  const [rows, [total]] = await Promise.all([
    userRows(db)
      .where(and(...where))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.id))
      .leftJoin(candidates, eq(candidates.id, users.id))
      .where(and(...where)),
  ]);
  return { items: rows.map(toRow), total: Number(total?.n ?? 0), page: f.page, pageSize: f.limit };
}

/** One user with the counts of what deleting them would remove. */
export async function getUser(db: Db, id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'User not found.');
  const [row] = await userRows(db).where(eq(users.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'User not found.');
  const [[intros], [gigCount], [emails]] = await Promise.all([
    db
      .select({ n: count() })
      .from(introRequests)
      .where(or(eq(introRequests.companyId, id), eq(introRequests.candidateId, id))),
    db
      .select({ n: count() })
      .from(gigs)
      .where(or(eq(gigs.companyId, id), eq(gigs.preferredCandidateId, id))),
    db
      .select({ n: count() })
      .from(outboxEmails)
      .where(sql`${row.email} = any(${outboxEmails.to})`),
  ]);
  return {
    ...toRow(row),
    associated: {
      introRequests: Number(intros?.n ?? 0),
      gigs: Number(gigCount?.n ?? 0),
      emails: Number(emails?.n ?? 0),
    },
  };
}

/**
 * Deletes a candidate or company for good, after the admin typed their e-mail.
 * @throws AppError FORBIDDEN 'Deletion Blocked' for admins and e-mails containing 'admin';
 *   VALIDATION_FAILED when the typed e-mail does not match.
 */
export async function deleteUser(
  ctx: AppContext,
  admin: { id: string; email: string },
  id: string,
  confirmation: string,
  reason?: string,
) {
  const user = await getUser(ctx.db, id);
  if (!user.deletable) {
    throw new AppError(
      'FORBIDDEN',
      'Admin users cannot be deleted through this interface.',
      undefined,
      'Deletion Blocked',
    );
  }
  if (confirmation.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', 'The e-mail you typed does not match this user.', {
      confirmation: 'The e-mail you typed does not match this user.',
    });
  }
  const result = await deleteAccount(ctx.db, id, {
    adminId: admin.id,
    adminName: admin.email,
    reason: reason || 'Deleted by an admin',
  });
  await Promise.all(result.fileKeys.map((key) => ctx.files.delete(key)));
  return result.counts;
}

/** The deletion log, newest first (the side panel shows the 10 most recent). */
export async function listDeletionLog(
  db: Db,
  search: string | undefined,
  limit: number,
  offset = 0,
) {
  const where = search
    ? or(
        ilike(deletionLog.userName, containsPattern(search)),
        ilike(deletionLog.userEmail, containsPattern(search)),
      )
    : undefined;
  const rows = await db
    .select()
    .from(deletionLog)
    .where(where)
    .orderBy(desc(deletionLog.createdAt))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    id: r.id,
    userType: r.userType,
    userId: r.userId,
    userName: r.userName,
    userEmail: r.userEmail,
    adminId: r.adminId,
    adminName: r.adminName,
    associatedRecordsDeleted: r.associatedRecordsDeleted as Record<string, number>,
    deletionReason: r.deletionReason,
    canBeRestored: r.canBeRestored,
    createdAt: r.createdAt.toISOString(),
  }));
}
