/**
 * What tells the admins, live, that the nav's counts may have changed (issue #16; docs/decisions/
 * 040, 044): whether a change moves "waiting for review" or "new companies", and the `nav-counts`
 * event appended for every admin in the changing step's own transaction.
 */
import type { Db } from '../../../db/client';
import { NEW_COMPANY_DAYS } from '../../../shared/admin/schemas';
import type { CandidateStatus } from '../../../shared/candidates/schemas';
import { appendEvents } from '../../platform/stream-events.repo';
import { listAdminIds } from '../auth';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the "new companies" window at `now`. */
export function newCompaniesSince(now: Date): Date {
  return new Date(now.getTime() - NEW_COMPANY_DAYS * DAY_MS);
}

/**
 * Whether a candidate's change moves "waiting for review": it does when the candidate was pending
 * before or is after, but not both. `null` stands for no candidate (before a signup, after a
 * deletion).
 */
export function movesPendingCount(
  before: CandidateStatus | null,
  after: CandidateStatus | null,
): boolean {
  return (before === 'pending') !== (after === 'pending');
}

/** Whether a company created at `createdAt` counts as new at `now` (its deletion moves the count). */
export function isNewCompany(createdAt: Date, now: Date): boolean {
  return createdAt.getTime() >= newCompaniesSince(now).getTime();
}

/**
 * Tells every admin's live stream that the nav counts may have changed (issue #16; docs/decisions/
 * 044): one `nav-counts` event per admin, appended in the caller's transaction, so it is seen only
 * if the change commits, and announced after the commit inside a `streamTransaction`. Call it as
 * the step's last write: it takes the admins' stream locks, which are then held only until the
 * commit, and never before another user's lock (so no two steps wait on each other in a cycle).
 */
export async function announceNavCountsChange(tx: Db): Promise<void> {
  const admins = await listAdminIds(tx);
  await appendEvents(
    tx,
    admins.map((userId) => ({ userId, type: 'nav-counts' as const, payload: {} })),
  );
}
