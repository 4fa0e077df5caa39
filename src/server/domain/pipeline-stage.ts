/**
 * Where a candidate stands in a company's pipeline (issue #34 item 3, docs/decisions/074), as
 * pure functions: the stage the intro's lifecycle puts the card in, when a stage the team set by
 * hand holds instead, and which stages the team may move a card to by hand. The board, the
 * candidate's card and page, and the move route all ask here; nothing else decides a stage.
 *
 * The lifecycle moves cards: a request to Intro requested, an acceptance to Accepted, a booked
 * call to Call booked, a completed meeting to Call done, a proposed gig to Trial, a decline or an
 * expiry to Withdrawn, and a pass after the call to Not a fit. The team moves them by hand only
 * where the double opt-in allows: back to Shortlisted while no intro is open, to Hired once the
 * candidate accepted an intro, and to Not a fit (with a reason) from anywhere. A hand-set stage
 * holds until the company asks for an intro again after it.
 */
import type { GigStatus } from '../../shared/gigs/schemas';
import type {
  CompanyIntroAction,
  IntroOutcome,
  IntroStatus,
  PassReason,
} from '../../shared/intro-requests/schemas';
import {
  pipelineStageLabels,
  pipelineTexts,
  type ManualStage,
  type PipelineStage,
} from '../../shared/pipeline/schemas';
import { isAccepted } from './intro-lifecycle';

/** What the pipeline needs of the company's latest intro request with the candidate. */
export interface PipelineIntro {
  status: IntroStatus;
  requestedAt: Date;
  answeredAt: Date | null;
  callBookedAt: Date | null;
  meetingScheduledAt: Date | null;
  meetingCompletedAt: Date | null;
  outcome: IntroOutcome | null;
  outcomeReason: PassReason | null;
  outcomeAt: Date | null;
  closedAt: Date | null;
}

/** What is known of one candidate in one company's pipeline. */
export interface PipelineFacts {
  intro: PipelineIntro | null;
  /** The company's latest gig with the candidate, if any: its status and last change. */
  gig: { status: GigStatus; at: Date } | null;
  /** The stage the team set by hand, if any. */
  mark: { stage: ManualStage; reason: string | null; movedAt: Date } | null;
  /** When the candidate was first put on one of the company's lists; null if on none. */
  shortlistedAt: Date | null;
}

/** A card's place: its stage, since when, and the Not a fit reason if any. */
export interface PipelinePlace {
  stage: PipelineStage;
  since: Date;
  reason: string | null;
}

/** Gig statuses that put a card in Trial: offered, under way or done. */
const TRIAL_GIG: readonly GigStatus[] = ['proposed', 'in_progress', 'complete'];

/** The stage the intro and gig alone give (no hand-set stage), or null when neither exists. */
export function lifecyclePlace(facts: PipelineFacts): PipelinePlace | null {
  const { intro, gig } = facts;
  if (gig && TRIAL_GIG.includes(gig.status)) return { stage: 'trial', since: gig.at, reason: null };
  if (!intro) return null;
  const at = (date: Date | null) => date ?? intro.requestedAt;
  switch (intro.status) {
    case 'requested':
      return { stage: 'intro_requested', since: intro.requestedAt, reason: null };
    case 'accepted':
    case 'stale':
      return { stage: 'accepted', since: at(intro.answeredAt), reason: null };
    case 'meeting_scheduled':
      return intro.callBookedAt
        ? { stage: 'call_booked', since: intro.callBookedAt, reason: null }
        : { stage: 'accepted', since: at(intro.answeredAt), reason: null };
    case 'meeting_marked_by_company':
      return {
        stage: 'call_booked',
        since: intro.callBookedAt ?? at(intro.meetingScheduledAt),
        reason: null,
      };
    case 'meeting_completed':
      return intro.outcome === 'pass'
        ? { stage: 'not_a_fit', since: at(intro.outcomeAt), reason: intro.outcomeReason }
        : { stage: 'call_done', since: at(intro.meetingCompletedAt), reason: null };
    case 'declined':
      return { stage: 'withdrawn', since: at(intro.answeredAt), reason: null };
    case 'expired':
      return { stage: 'withdrawn', since: at(intro.closedAt), reason: null };
  }
}

/** True while a hand-set stage holds: no intro was requested after it was set. */
function markHolds(facts: PipelineFacts): boolean {
  const { mark, intro } = facts;
  return mark !== null && (intro === null || intro.requestedAt.getTime() <= mark.movedAt.getTime());
}

/**
 * The card's place on the board: a hand-set stage while it holds, else the lifecycle's, else
 * Shortlisted (a candidate on a list with no intro). Null when the candidate is not on the board.
 */
export function pipelinePlace(facts: PipelineFacts): PipelinePlace | null {
  if (markHolds(facts)) {
    const mark = facts.mark!;
    return { stage: mark.stage, since: mark.movedAt, reason: mark.reason };
  }
  const lifecycle = lifecyclePlace(facts);
  if (lifecycle) return lifecycle;
  if (facts.shortlistedAt)
    return { stage: 'shortlisted', since: facts.shortlistedAt, reason: null };
  return null;
}

/** True when no intro with the candidate is open: none, declined, expired, or passed after the call. */
function noOpenIntro(facts: PipelineFacts): boolean {
  const { intro, gig } = facts;
  if (gig && (gig.status === 'proposed' || gig.status === 'in_progress')) return false;
  return (
    intro === null ||
    intro.status === 'declined' ||
    intro.status === 'expired' ||
    (intro.status === 'meeting_completed' && intro.outcome === 'pass')
  );
}

/**
 * Whether the team may move the card to `to` by hand now.
 * @returns null when allowed, else the sentence saying why not (for a 409).
 */
export function manualMoveRefusal(facts: PipelineFacts, to: ManualStage): string | null {
  const current = pipelinePlace(facts)?.stage ?? null;
  const refusedSame = () =>
    pipelineTexts.moveRefused(pipelineStageLabels[current!], pipelineStageLabels[to]);
  if (current === to) return refusedSame();
  switch (to) {
    case 'shortlisted':
      return noOpenIntro(facts) ? null : pipelineTexts.shortlistNeedsNoOpenIntro;
    case 'hired':
      return facts.intro && isAccepted(facts.intro.status)
        ? null
        : pipelineTexts.hiredNeedsAcceptance;
    case 'not_a_fit':
      return null;
  }
}

/** The stages the team may move the card to by hand now (issue #34 item 3). */
export function manualMoves(facts: PipelineFacts): ManualStage[] {
  return (['shortlisted', 'hired', 'not_a_fit'] as const).filter(
    (to) => manualMoveRefusal(facts, to) === null,
  );
}

/**
 * The one next step to show on a card, from the company's actions the lifecycle allows now
 * (`companyIntroActionsFor`), in the order the intro's own page offers them; `request` when the
 * company may ask for an intro (none yet). Null when there is nothing to do (waiting, or done).
 */
export function nextStepAction(
  place: PipelinePlace,
  hasIntro: boolean,
  allowed: readonly CompanyIntroAction[],
): CompanyIntroAction | 'request' | null {
  if (place.stage === 'hired' || place.stage === 'not_a_fit') return null;
  if (!hasIntro) return 'request';
  const order: CompanyIntroAction[] = [
    'book_slot',
    'book_call',
    'schedule',
    'complete_meeting',
    'record_outcome',
    'propose_gig',
    're_request',
    'reopen',
    'remind',
  ];
  return order.find((action) => allowed.includes(action)) ?? null;
}
