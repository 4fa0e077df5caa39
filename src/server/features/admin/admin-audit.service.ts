/**
 * The audit views (spec 2 §3 "Admin edit log", "Deletion log"). Every saved admin edit records, per
 * field, the previous and the new value, in the transaction of the edit (`insertEditLog`, called by
 * each admin service); every deletion writes a deletion-log row (account deletion). These are the
 * lists of them.
 */
import type { Db } from '../../../db/client';
import type { PageRequest } from '../../platform/lib/paging';
import * as repo from '../audit';
import type { FieldChanges } from '../audit';

/** The edit log, newest first, searchable by user name or changed field, with the total. */
export async function listEditLog(db: Db, search: string | undefined, page: PageRequest) {
  const { rows, total } = await repo.listEditLog(db, search, page);
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

/** The deletion log, newest first, searchable by name or e-mail (the side panel shows the 10 latest). */
export async function listDeletionLog(db: Db, search: string | undefined, page: PageRequest) {
  const rows = await repo.listDeletionLog(db, search, page);
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
