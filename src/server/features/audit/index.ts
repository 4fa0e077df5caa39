/**
 * The audit module: what admins must be able to read back about changes made by others — the edit
 * log of admin changes and message edits, the deletion log (spec 2 §3 "Deletion log") — and the
 * live signal that the admin nav's counts may have moved (docs/decisions/044). It sits low, so the
 * modules that make those changes (candidates, companies, conversations, accounts) can record them
 * without importing the admin module (docs/decisions/072).
 */
export {
  deleteEditLogOf,
  insertDeletionLog,
  insertEditLog,
  listDeletionLog,
  listEditLog,
} from './admin-audit.repo';
export {
  announceNavCountsChange,
  isNewCompany,
  movesPendingCount,
  newCompaniesSince,
} from './nav-counts';

export { diffFields } from './admin-diff';
export type { FieldChanges } from './admin-diff';
