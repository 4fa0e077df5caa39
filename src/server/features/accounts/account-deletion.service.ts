/**
 * Permanent account deletion (spec 2 §2 "/admin/delete-users", §3 "Deletion log"; issues #3 and #5
 * self-service deletion). In one transaction: its conversations closed and the messages it sent
 * removed (issue #16), the account's intro requests and gigs, the account
 * itself (cascading to its profile, sessions, preferences and usage), outbox e-mails to it marked
 * `user_deleted` with their bodies erased, edit-log entries, newsletter and contact rows with its
 * e-mail, and a deletion-log row with the counts; the admins' live streams are told when a pending
 * candidate or a new company goes (issue #16; docs/decisions/044). Its files are removed after the
 * commit.
 */
import type { AppContext } from '../../platform/context';
import type { SessionUser } from '../../../shared/auth/schemas';
import { getCompanyProfile } from '../companies';
import { eraseEmailsTo } from '../../platform/email/outbox.repo';
import { AppError } from '../../platform/lib/app-error';
import {
  announceNavCountsChange,
  deleteEditLogOf,
  insertDeletionLog,
  isNewCompany,
  movesPendingCount,
} from '../audit';
import { deleteUser, findAccountById } from '../auth';
import { toSessionUser } from '../auth';
import { findCandidate } from '../candidates';
import { deleteCompanyAndTeam, findCompany } from '../companies';
import { closeConversationsOfDeletedUser } from '../conversations';
import { deleteSubmissionsOf } from '../marketing';
import * as introsModule from '../intros';
import { streamTransaction } from '../../platform/stream-events.repo';

export interface DeletionCounts {
  intro_requests: number;
  gigs: number;
  email_logs_marked: number;
}

/**
 * Deletes an account and everything attached to it.
 * @param by who deletes: the user themself, or an admin (`adminId`, `adminName`).
 * @returns the counts written to the deletion log.
 * @throws AppError NOT_FOUND for an unknown id; FORBIDDEN 'Admin users cannot be deleted through
 *   this interface.' for admins and for accounts whose e-mail contains 'admin' (spec 2 §5 "Admin").
 */
export async function deleteAccount(
  ctx: AppContext,
  userId: string,
  by: { adminId: string | null; adminName: string | null; reason: string },
): Promise<DeletionCounts> {
  const { counts, fileKeys } = await streamTransaction(ctx.db, async (tx) => {
    const account = await findAccountById(tx, userId);
    if (!account) throw new AppError('NOT_FOUND', 'User not found.');
    if (account.role === 'admin' || account.email.toLowerCase().includes('admin')) {
      throw new AppError(
        'FORBIDDEN',
        'Admin users cannot be deleted through this interface.',
        undefined,
        'Deletion Blocked',
      );
    }
    // Issue #33 (decision 073): the owner's account goes with the company and its team; a
    // member's goes alone, their work staying with the company as a former member's.
    const ownedCompanyId = account.companyRole === 'owner' ? account.companyId : null;
    const party = ownedCompanyId ?? userId;
    // Issue #16: the other party keeps its own messages, read-only; this account's are removed.
    await closeConversationsOfDeletedUser(tx, party, ctx.now());
    const counts: DeletionCounts = {
      intro_requests: await introsModule.deleteIntrosOfUser(tx, party),
      gigs: await introsModule.deleteGigsOfUser(tx, party),
      email_logs_marked: await eraseEmailsTo(tx, account.email),
    };
    const candidate = await findCandidate(tx, userId);
    const fileKeys = candidate?.resumeKey ? [candidate.resumeKey] : [];
    // A pending candidate or a new company leaves the admin nav's counts (issue #16).
    const company = ownedCompanyId ? await findCompany(tx, ownedCompanyId) : undefined;
    const movesNavCounts =
      (candidate !== undefined && movesPendingCount(candidate.status, null)) ||
      (company !== undefined && isNewCompany(company.createdAt, ctx.now()));
    // Nothing but the deletion log may name the user afterwards (issue #7).
    await deleteEditLogOf(tx, userId);
    await deleteSubmissionsOf(tx, account.email);
    await deleteUser(tx, userId);
    if (ownedCompanyId) await deleteCompanyAndTeam(tx, ownedCompanyId);
    await insertDeletionLog(tx, {
      userType: account.role,
      userId,
      userName: toSessionUser(account).displayName,
      userEmail: account.email,
      adminId: by.adminId,
      adminName: by.adminName,
      associatedRecordsDeleted: counts,
      deletionReason: by.reason,
      canBeRestored: false,
    });
    if (movesNavCounts) await announceNavCountsChange(tx);
    return { counts, fileKeys };
  });
  await Promise.all(fileKeys.map((key) => ctx.files.delete(key)));
  return counts;
}

/**
 * Self-service deletion: the user typed `confirmation`, which must equal `expected` (their company
 * name or e-mail, case-insensitively).
 * @throws AppError VALIDATION_FAILED `{ confirmation: mismatchMessage }` when it does not.
 */
export async function deleteOwnAccount(
  ctx: AppContext,
  userId: string,
  check: { confirmation: string; expected: string; mismatchMessage: string; reason: string },
): Promise<void> {
  if (check.confirmation.trim().toLowerCase() !== check.expected.trim().toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', check.mismatchMessage, {
      confirmation: check.mismatchMessage,
    });
  }
  await deleteAccount(ctx, userId, { adminId: null, adminName: null, reason: check.reason });
}

/**
 * Deletes the candidate's own account, résumé included, after they typed their e-mail (issue #5).
 * @throws AppError VALIDATION_FAILED `{ confirmation }` when the typed e-mail does not match.
 */
export async function deleteOwnCandidateAccount(
  ctx: AppContext,
  user: SessionUser,
  confirmation: string,
) {
  await deleteOwnAccount(ctx, user.id, {
    confirmation,
    expected: user.email,
    mismatchMessage: 'The email you typed does not match your account.',
    reason: 'Deleted by the candidate (self-service)',
  });
}

/**
 * Deletes the company — its owner's account, its teammates' and everything the company holds —
 * after the owner typed the company name (issue #3, beyond the spec; issue #33: the owner's right).
 * @throws AppError VALIDATION_FAILED `{ confirmation }` when the typed name does not match.
 */
export async function deleteOwnCompanyAccount(
  ctx: AppContext,
  companyId: string,
  ownerId: string,
  confirmation: string,
) {
  const profile = await getCompanyProfile(ctx.db, companyId);
  await deleteOwnAccount(ctx, ownerId, {
    confirmation,
    expected: profile.companyName,
    mismatchMessage: 'The name you typed does not match your company name.',
    reason: 'Deleted by the company (self-service)',
  });
}
