/**
 * A candidate's vetting record (issue #35 part 5, docs/decisions/078-a-scorecard-to-approve.md):
 * the admin's scorecards are written here, and read back as the public summary ("Vetted by
 * WarmIntro on {date}" and the criteria that passed) and the admin's median time to vet.
 */
import type { Db } from '../../../db/client';
import {
  passes,
  vettingCriteria,
  VETTING_STATS_DAYS,
  type RejectionReason,
  type ScorecardCriteria,
  type VettedSummary,
  type VettingStats,
} from '../../../shared/admin/scorecard';
import * as scorecards from './scorecards.repo';

/** One vetting decision to record: the approving scorecard, or the rejection's reason. */
export type VettingDecision =
  | { decision: 'approved'; criteria: ScorecardCriteria }
  | { decision: 'rejected'; reason: RejectionReason; note?: string | undefined };

/**
 * Records `adminId`'s decision, made `at`, on the candidate (whose signup, `createdAt`, starts
 * their wait), in the caller's transaction.
 */
export async function recordVettingDecision(
  tx: Db,
  candidate: { id: string; createdAt: Date },
  adminId: string,
  d: VettingDecision,
  at: Date,
): Promise<void> {
  await scorecards.insertScorecard(tx, {
    createdAt: at,
    candidateId: candidate.id,
    adminId,
    submittedAt: candidate.createdAt,
    decision: d.decision,
    criteria: d.decision === 'approved' ? d.criteria : null,
    reason: d.decision === 'rejected' ? d.reason : null,
    note: d.decision === 'rejected' ? (d.note ?? null) : null,
  });
}

/**
 * The public summary of the candidate's vetting: when their latest decision is an approval, its
 * time (ISO 8601) and the criteria rated 3 or 4 (ADR 078), in `vettingCriteria` order; null when
 * their latest decision is not an approval or none was recorded. Never a rating, never a note.
 */
export async function vettedSummary(db: Db, candidateId: string): Promise<VettedSummary | null> {
  const latest = await scorecards.latestScorecard(db, candidateId);
  if (latest?.decision !== 'approved' || !latest.criteria) return null;
  const criteria = latest.criteria;
  return {
    at: latest.createdAt.toISOString(),
    passed: vettingCriteria.filter((c) => passes(criteria[c].rating)),
  };
}

/**
 * The median time from signup to decision (approved or rejected) over the last
 * `VETTING_STATS_DAYS` days before `now`, in whole seconds (null with no decision).
 */
export async function vettingStats(db: Db, now: Date): Promise<VettingStats> {
  const since = new Date(now.getTime() - VETTING_STATS_DAYS * 86_400_000);
  const { medianSeconds, decisions } = await scorecards.medianTimeToVet(db, since);
  return { medianSeconds, decisions, days: VETTING_STATS_DAYS };
}
