/**
 * Permanent user deletion (spec 2 §2 "/admin/delete-users", §3 "Deletion log", §5 "Admin"): the
 * user list with search, a user's associated records, deletion through the shared account deletion
 * (one transaction; files removed after it), and the deletion log.
 */
import type { Db } from '../../../db/client';
import type { AdminUserRow } from '../../../shared/admin/schemas';
import type { AppContext } from '../../platform/context';
import { countEmailsTo } from '../../platform/email/outbox.repo';
import { AppError } from '../../platform/lib/app-error';
import { isUuid } from '../../platform/lib/ids';
import { deleteAccount } from '../accounts';
import * as users from '../auth';
import type { UserFilters, UserWithName } from '../auth';
import * as introsModule from '../intros';

export type { UserFilters };

/** Admins, and any account whose e-mail mentions 'admin', are never deleted here ('Deletion Blocked'). */
function deletable(role: string, email: string) {
  return role !== 'admin' && !email.toLowerCase().includes('admin');
}

function toRow(r: UserWithName): AdminUserRow {
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
export async function listUsers(db: Db, f: UserFilters) {
  const { rows, total } = await users.listUsers(db, f);
  return { items: rows.map(toRow), total, page: f.page, pageSize: f.limit };
}

/**
 * One user with the counts of what deleting them would remove: their intro requests and gigs, and
 * the e-mails to their address.
 * @throws AppError NOT_FOUND 'User not found.'
 */
export async function getUser(db: Db, id: string) {
  const row = isUuid(id) ? await users.findUserWithName(db, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'User not found.');
  const [introRequests, gigs, emails] = await Promise.all([
    introsModule.countIntrosOfUser(db, id),
    introsModule.countGigsOfUser(db, id),
    countEmailsTo(db, row.email),
  ]);
  return { ...toRow(row), associated: { introRequests, gigs, emails } };
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
  return deleteAccount(ctx, id, {
    adminId: admin.id,
    adminName: admin.email,
    reason: reason || 'Deleted by an admin',
  });
}
