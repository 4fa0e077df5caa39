/**
 * The admin edit log (spec 2 §3 "Admin edit log"): every saved admin edit records, per field, the
 * previous and the new value, in the transaction of the edit.
 */
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { adminEditLog, users } from '../../../db/schema';
import { containsPattern } from '../../lib/sql-like';

export type FieldChanges = Record<string, { previous: unknown; new: unknown }>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `next` whose values differ from `current` (lists compared in order). */
export function diffFields<T extends Record<string, unknown>>(
  current: T,
  next: Partial<T>,
): FieldChanges {
  const changes: FieldChanges = {};
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined) continue;
    if (!same(current[key], value)) changes[key] = { previous: current[key] ?? null, new: value };
  }
  return changes;
}

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

/** The edit log, newest first, searchable by user name or changed field (audit view). */
export async function listEditLog(
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
  const rows = await db
    .select({ entry: adminEditLog, adminEmail: users.email })
    .from(adminEditLog)
    .leftJoin(users, eq(users.id, adminEditLog.adminId))
    .where(where)
    .orderBy(desc(adminEditLog.createdAt))
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adminEditLog)
    .where(where);
  return {
    items: rows.map(({ entry, adminEmail }) => ({
      id: entry.id,
      adminId: entry.adminId,
      adminEmail,
      editedUserId: entry.editedUserId,
      userType: entry.userType,
      userName: entry.userName,
      changes: entry.changes as FieldChanges,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: Number(count?.n ?? 0),
  };
}
