/** SQL for the admin edit log (spec 2 §3 "Admin edit log"). */
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { adminEditLog, users } from '../../../db/schema';
import { containsPattern } from '../../lib/sql-like';
import type { FieldChanges } from './admin-diff';
import { rowsWithTotal } from './admin-paging';

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

/** A page of the edit log with the admin's e-mail, newest first, searched by user name or changes. */
export async function listEditLogRows(
  db: Db,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const where = search
    ? or(
        ilike(adminEditLog.userName, containsPattern(search)),
        sql`${adminEditLog.changes}::text ilike ${containsPattern(search)}`,
      )
    : undefined;
  return rowsWithTotal(
    db
      .select({ entry: adminEditLog, adminEmail: users.email })
      .from(adminEditLog)
      .leftJoin(users, eq(users.id, adminEditLog.adminId))
      .where(where)
      .orderBy(desc(adminEditLog.createdAt))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(adminEditLog)
      .where(where),
  );
}
