/**
 * The admin edit log (spec 2 §3 "Admin edit log"): every saved admin edit records, per field, the
 * previous and the new value, in the transaction of the edit (`insertEditLog` in the repo, called
 * by each admin service); this is the audit view of it.
 */
import type { Db } from '../../../db/client';
import * as repo from './admin-audit.repo';
import type { FieldChanges } from './admin-diff';

/** The edit log, newest first, searchable by user name or changed field (audit view). */
export async function listEditLog(
  db: Db,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const { rows, total } = await repo.listEditLogRows(db, search, limit, offset);
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
    total,
  };
}
