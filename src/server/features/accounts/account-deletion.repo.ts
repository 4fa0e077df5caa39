/** SQL for permanent account deletion. Every function takes a transaction. */
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

/** Deletes the intro requests the user is part of; returns how many. */
export async function deleteIntrosOf(db: Db, userId: string): Promise<number> {
  const rows = await db
    .delete(introRequests)
    .where(or(eq(introRequests.companyId, userId), eq(introRequests.candidateId, userId)))
    .returning({ id: introRequests.id });
  return rows.length;
}

/** Deletes the gigs the user posted or was proposed; returns how many. */
export async function deleteGigsOf(db: Db, userId: string): Promise<number> {
  const rows = await db
    .delete(gigs)
    .where(or(eq(gigs.companyId, userId), eq(gigs.preferredCandidateId, userId)))
    .returning({ id: gigs.id });
  return rows.length;
}

/** Marks outbox e-mails to `email` as `user_deleted` and erases what names them; returns how many. */
export async function eraseEmailsTo(db: Db, email: string): Promise<number> {
  const rows = await db
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
    .where(and(sql`${email} = any(${outboxEmails.to})`, eq(outboxEmails.userDeleted, false)))
    .returning({ id: outboxEmails.id });
  return rows.length;
}

/** Storage keys of the user's files (a candidate's résumé). */
export async function fileKeysOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: candidates.resumeKey })
    .from(candidates)
    .where(eq(candidates.id, userId));
  return rows.map((r) => r.key).filter((k): k is string => Boolean(k));
}

/** Removes the other rows that name the user: edit-log entries, newsletter and contact rows. */
export async function deleteTracesOf(db: Db, userId: string, email: string): Promise<void> {
  await db.delete(adminEditLog).where(eq(adminEditLog.editedUserId, userId));
  await db
    .delete(newsletterSignups)
    .where(eq(sql`lower(${newsletterSignups.email})`, email.toLowerCase()));
  await db
    .delete(contactSubmissions)
    .where(eq(sql`lower(${contactSubmissions.workEmail})`, email.toLowerCase()));
}

/** Deletes the user row; profile, sessions, preferences and usage go with it (ON DELETE CASCADE). */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

export async function insertDeletionLog(db: Db, entry: typeof deletionLog.$inferInsert) {
  await db.insert(deletionLog).values(entry);
}
