/**
 * Candidate vetting (spec 2 §2 "/admin/candidates", §4 "Candidate status", §5 "Admin"): filtered,
 * paginated list; view; approve and reject (approving e-mails the candidate); audited edits.
 * Status changes take effect in the talent feed at once.
 */
import type { Db } from '../../../db/client';
import type {
  AdminCandidateDetail,
  AdminCandidateRow,
  AdminCandidateUpdateInput,
} from '../../../shared/admin/schemas';
import {
  scorecardTexts,
  type ApproveCandidateInput,
  type RejectCandidateInput,
  type VettingStats,
} from '../../../shared/admin/scorecard';
import type { AppContext } from '../../platform/context';
import { notify, templateContext } from '../../platform/email/notify';
import { AppError } from '../../platform/lib/app-error';
import { emailVerificationTexts } from '../../../shared/auth/email-verification';
import { isUuid } from '../../platform/lib/ids';
import * as repo from '../candidates';
import type { CandidateFilters, CandidateRow } from '../candidates';
import { applyToAvailability, recordVettingDecision, vettingStats } from '../candidates';
import type { VettingDecision } from '../candidates';
import { resumeLink } from '../candidates';
import { streamTransaction } from '../../platform/stream-events.repo';
import { endAllSessions } from '../auth';
import { announceNavCountsChange, insertEditLog, movesPendingCount } from '../audit';
import { diffFields } from '../audit';

export type { CandidateFilters };

function toRow(c: CandidateRow): AdminCandidateRow {
  return {
    id: c.id,
    name: `${c.firstName} ${c.lastName}`.trim(),
    email: c.email,
    role: c.role,
    skills: c.skills,
    location: c.location,
    availability: c.availability,
    status: c.status,
    createdAt: c.createdAt.toISOString(),
    pausedAt: c.pausedAt?.toISOString() ?? null,
    pausedBy: c.pausedBy,
    emailVerified: c.emailVerifiedAt !== null,
  };
}

/** Candidates matching the filters, newest first, with the total. */
export async function listCandidates(db: Db, f: CandidateFilters) {
  const { rows, total } = await repo.listCandidates(db, f);
  return { items: rows.map(toRow), total, page: f.page, pageSize: f.limit };
}

async function findRow(db: Db, id: string): Promise<CandidateRow> {
  const row = isUuid(id) ? await repo.findCandidate(db, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Candidate not found.');
  return row;
}

/**
 * One candidate with every field, internal notes and the résumé link (spec 2 §2 View dialog).
 * @throws AppError NOT_FOUND 'Candidate not found.'
 */
export async function getCandidate(db: Db, id: string): Promise<AdminCandidateDetail> {
  const c = await findRow(db, id);
  return {
    ...toRow(c),
    firstName: c.firstName,
    lastName: c.lastName,
    experienceYears: c.experienceYears,
    availabilityDate: c.availabilityDate,
    calendarUrl: c.calendarUrl,
    portfolioUrl: c.portfolioUrl,
    linkedinUrl: c.linkedinUrl,
    salaryRange: c.salaryRange,
    bio: c.bio,
    notes: c.notes,
    onboardingStatus: c.onboardingStatus,
    resume: resumeLink(c),
  };
}

/**
 * Saves an admin edit of a candidate, logging per-field changes in the same transaction. The
 * status cannot be changed to approved or rejected here: those are the Approve (scorecard) and
 * Reject (reason) actions (docs/decisions/078). An edit
 * of the status to or from `pending` tells the admins' live streams (issue #16; docs/decisions/044);
 * one to `suspended` ends every session of the candidate (docs/decisions/069).
 * @returns `{ changed: false, changes: {} }` when nothing differs ('No Changes').
 * @throws AppError VALIDATION_FAILED (field `status`) for a change of the status to approved or
 *   rejected.
 */
export async function updateCandidate(
  ctx: AppContext,
  adminId: string,
  id: string,
  input: AdminCandidateUpdateInput,
) {
  const result = await streamTransaction(ctx.db, async (tx) => {
    const current = await findRow(tx, id);
    const changes = diffFields(current as unknown as Record<string, unknown>, input);
    if (Object.keys(changes).length === 0) return { changed: false, changes };
    // Approving takes the scorecard and rejecting a reason (docs/decisions/078): not an edit.
    const to = changes.status?.new;
    if (to === 'approved' || to === 'rejected')
      throw new AppError('VALIDATION_FAILED', scorecardTexts.notByEdit, {
        status: scorecardTexts.notByEdit,
      });
    await repo.updateCandidate(tx, id, input);
    await insertEditLog(tx, {
      adminId,
      editedUserId: id,
      userType: 'candidate',
      userName: `${current.firstName} ${current.lastName}`.trim(),
      changes,
    });
    // A suspension signs the candidate out everywhere (docs/decisions/069).
    if (changes.status?.new === 'suspended') await endAllSessions(tx, id);
    if (input.status && movesPendingCount(current.status, input.status))
      await announceNavCountsChange(tx);
    return { changed: true, changes };
  });
  // After the commit, so no concurrent request caches the old state again.
  return result;
}

/**
 * Approval: the welcome e-mail, and the 30-day availability clock starts (docs/decisions/028). Only
 * for a candidate whose address is verified, so that companies never see an unproven one
 * (docs/decisions/065).
 * @throws AppError CONFLICT 'This candidate has not verified their e-mail address yet.'
 */
async function queueApproved(ctx: AppContext, tx: Db, c: CandidateRow) {
  if (!c.emailVerifiedAt) throw new AppError('CONFLICT', emailVerificationTexts.approvalWaits);
  await applyToAvailability(tx, ctx, { id: c.id }, { type: 'approve' });
  await notify(tx, templateContext(ctx.config), 'candidateApproved', {
    email: c.email,
    firstName: c.firstName,
  });
}

/**
 * Moves a candidate to `approved` or `rejected` and records the decision's scorecard, in one
 * transaction (logged like an edit). Deciding on a pending candidate tells the admins' live
 * streams (issue #16; docs/decisions/044).
 */
async function decide(
  ctx: AppContext,
  adminId: string,
  id: string,
  decision: VettingDecision,
  effects: (tx: Db, current: CandidateRow) => Promise<void>,
): Promise<AdminCandidateDetail> {
  const status = decision.decision;
  const result = await streamTransaction(ctx.db, async (tx) => {
    const current = await findRow(tx, id);
    if (current.status === status)
      throw new AppError('CONFLICT', `This candidate is already ${status}.`);
    await repo.updateCandidate(tx, id, {
      status,
      onboardingStatus: status === 'approved' ? 'completed' : current.onboardingStatus,
    });
    await insertEditLog(tx, {
      adminId,
      editedUserId: id,
      userType: 'candidate',
      userName: `${current.firstName} ${current.lastName}`.trim(),
      changes: { status: { previous: current.status, new: status } },
    });
    await recordVettingDecision(tx, current, adminId, decision, ctx.now());
    await effects(tx, current);
    const detail = await getCandidate(tx, id);
    if (movesPendingCount(current.status, status)) await announceNavCountsChange(tx);
    return detail;
  });
  // After the commit, so no concurrent request caches the old state again.
  return result;
}

/**
 * Approves a candidate with the admin's scorecard (issue #35 part 5, docs/decisions/078): every
 * criterion rated 1–4 with a note, stored with the decision; the candidate's profile then shows
 * "Vetted by WarmIntro on {date}" and the criteria rated 3 or 4. E-mails them
 * (`candidateApproved`) and shows them in the feed at once.
 * @throws AppError CONFLICT when the candidate is already approved (the button is disabled), or
 *   their address is not verified (docs/decisions/065).
 * @throws AppError NOT_FOUND 'Candidate not found.'
 */
export async function approveCandidate(
  ctx: AppContext,
  adminId: string,
  id: string,
  input: ApproveCandidateInput,
): Promise<AdminCandidateDetail> {
  return decide(ctx, adminId, id, { decision: 'approved', criteria: input.criteria }, (tx, c) =>
    queueApproved(ctx, tx, c),
  );
}

/**
 * Rejects a candidate for a reason category, with an optional internal note (issue #35 part 5,
 * docs/decisions/078); the candidate gets the `candidateRejected` e-mail, which names the reason
 * kindly (never the note). Out of the feed at once.
 * @throws AppError CONFLICT when the candidate is already rejected.
 * @throws AppError NOT_FOUND 'Candidate not found.'
 */
export async function rejectCandidate(
  ctx: AppContext,
  adminId: string,
  id: string,
  input: RejectCandidateInput,
): Promise<AdminCandidateDetail> {
  const note = input.note?.trim() || undefined;
  return decide(
    ctx,
    adminId,
    id,
    { decision: 'rejected', reason: input.reason, note },
    async (tx, c) => {
      await notify(tx, templateContext(ctx.config), 'candidateRejected', {
        email: c.email,
        firstName: c.firstName,
        reason: input.reason,
      });
    },
  );
}

/**
 * The median time to vet over the last 30 days (issue #35 part 5): from signup to the admin's
 * decision, approvals and rejections alike.
 */
export async function getVettingStats(ctx: AppContext): Promise<VettingStats> {
  return vettingStats(ctx.db, ctx.now());
}
