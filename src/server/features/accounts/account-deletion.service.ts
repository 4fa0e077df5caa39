/**
 * Permanent account deletion (spec 2 §2 "/admin/delete-users", §3 "Deletion log"; issue #3
 * self-service deletion). In one transaction: the account's intro requests and gigs, the account
 * itself (cascading to its profile, sessions, preferences and usage), outbox e-mails to it marked
 * `user_deleted` with their bodies erased, edit-log entries, newsletter and contact rows with its
 * e-mail, and a deletion-log row with the counts.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  adminEditLog,
  candidates,
  contactSubmissions,
  deletionLog,
  gigs,
  introRequests,
  newsletterSignups,
  outboxEmails,
  users,
} from '../../../db/schema';
import { AppError } from '../../lib/app-error';
import { findAccountById } from '../auth/auth.repo';
import { toSessionUser } from '../auth/auth.service';

export interface DeletionResult {
  userId: string;
  counts: { intro_requests: number; gigs: number; email_logs_marked: number };
  /** Storage keys of files (résumés) the caller must remove after the commit. */
  fileKeys: string[];
}

/**
 * Deletes an account and everything attached to it.
 * @param by who deletes: the user themself, or an admin (`adminId`, `adminName`).
 * @throws AppError NOT_FOUND for an unknown id; FORBIDDEN 'Admin users cannot be deleted through
 *   this interface.' for admins and for accounts whose e-mail contains 'admin' (spec 2 §5 "Admin").
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  by: { adminId: string | null; adminName: string | null; reason: string },
): Promise<DeletionResult> {
  return db.transaction(async (tx) => {
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
    const intros = await tx
      .delete(introRequests)
      .where(or(eq(introRequests.companyId, userId), eq(introRequests.candidateId, userId)))
      .returning({ id: introRequests.id });
    const removedGigs = await tx
      .delete(gigs)
      .where(or(eq(gigs.companyId, userId), eq(gigs.preferredCandidateId, userId)))
      .returning({ id: gigs.id });
    const marked = await tx
      .update(outboxEmails)
      .set({
        userDeleted: true,
        deletedAt: sql`now()`,
        subject: '[deleted]',
        textBody: '',
        htmlBody: '',
        payload: sql`'{}'::jsonb`,
        to: sql`array['deleted-user']::text[]`,
        updatedAt: sql`now()`,
      })
      .where(
        and(sql`${account.email} = any(${outboxEmails.to})`, eq(outboxEmails.userDeleted, false)),
      )
      .returning({ id: outboxEmails.id });
    const fileKeys = await resumeKeysOf(tx, userId);
    // Nothing but the deletion log may name the user afterwards (issue #7).
    await tx.delete(adminEditLog).where(eq(adminEditLog.editedUserId, userId));
    await tx
      .delete(newsletterSignups)
      .where(eq(sql`lower(${newsletterSignups.email})`, account.email.toLowerCase()));
    await tx
      .delete(contactSubmissions)
      .where(eq(sql`lower(${contactSubmissions.workEmail})`, account.email.toLowerCase()));
    await tx.delete(users).where(eq(users.id, userId));
    const counts = {
      intro_requests: intros.length,
      gigs: removedGigs.length,
      email_logs_marked: marked.length,
    };
    await tx.insert(deletionLog).values({
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
    return { userId, counts, fileKeys };
  });
}

async function resumeKeysOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: candidates.resumeKey })
    .from(candidates)
    .where(eq(candidates.id, userId));
  return rows.map((r) => r.key).filter((k): k is string => Boolean(k));
}
