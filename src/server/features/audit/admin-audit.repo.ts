/**
 * SQL for the two audit tables (spec 2 §3 "Admin edit log", "Deletion log"): `admin_edit_log`,
 * written in the transaction of each admin edit, and `deletion_log`, written by account deletion.
 * Every function takes a database handle or a transaction.
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { adminEditLog, deletionLog, users } from '../../../db/schema/index';
import { pageOffset, rowsWithTotal, type PageRequest } from '../../platform/lib/paging';
import { containsAny } from '../../platform/lib/sql-like';
import type { FieldChanges } from './admin-diff';

/** Records one admin edit; callers pass their transaction so the log commits with the edit. */
export async function insertEditLog(
  db: Db,
  entry: {
    adminId: string;
    editedUserId: string;
    userType: 'company' | 'candidate';
    userName: string;
    changes: FieldChanges;
  },
): Promise<void> {
  await db.insert(adminEditLog).values(entry);
}

/**
 * A page of the edit log with each admin's e-mail, newest first, with the total; `search` matches
 * the edited user's name or the changes (field names and values).
 */
export async function listEditLog(db: Db, search: string | undefined, page: PageRequest) {
  const where = containsAny(search, adminEditLog.userName, sql`${adminEditLog.changes}::text`);
  return rowsWithTotal(
    db
      .select({ entry: adminEditLog, adminEmail: users.email })
      .from(adminEditLog)
      .leftJoin(users, eq(users.id, adminEditLog.adminId))
      .where(where)
      .orderBy(desc(adminEditLog.createdAt))
      .limit(page.limit)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(adminEditLog).where(where),
  );
}

/** Removes the edit-log entries about a user, whose deletion must leave no trace but its log row. */
export async function deleteEditLogOf(db: Db, userId: string): Promise<void> {
  await db.delete(adminEditLog).where(eq(adminEditLog.editedUserId, userId));
}

/** Records a deletion; the caller passes the deleting transaction. */
export async function insertDeletionLog(
  db: Db,
  entry: typeof deletionLog.$inferInsert,
): Promise<void> {
  await db.insert(deletionLog).values(entry);
}

/** A page of the deletion log, newest first; `search` matches the deleted user's name or e-mail. */
export async function listDeletionLog(db: Db, search: string | undefined, page: PageRequest) {
  return db
    .select()
    .from(deletionLog)
    .where(containsAny(search, deletionLog.userName, deletionLog.userEmail))
    .orderBy(desc(deletionLog.createdAt))
    .limit(page.limit)
    .offset(pageOffset(page));
}
