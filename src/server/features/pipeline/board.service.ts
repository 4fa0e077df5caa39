/**
 * The company's pipeline board (issue #34 item 3, docs/decisions/074): every candidate on it as a
 * card in its stage, the moves the team may make by hand, and the card's next step — all decided
 * by `domain/pipeline-stage.ts` and the intro lifecycle, carried out here.
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/lib/app-error';
import { lastEventSeqOfType, streamTransaction } from '../../platform/stream-events.repo';
import { companyIntroActionsFor } from '../../domain/intro-lifecycle';
import {
  manualMoveRefusal,
  manualMoves,
  nextStepAction,
  pipelinePlace,
  type PipelineFacts,
} from '../../domain/pipeline-stage';
import { paths } from '../../../shared/paths';
import {
  BOARD_COLUMN_LIMIT,
  pipelineStageLabels,
  pipelineStages,
  pipelineTexts,
  type CandidatePipeline,
  type ManualStage,
  type NextStep,
  type PipelineBoard,
  type PipelineCard,
  type PipelineMove,
  type PipelineStage,
} from '../../../shared/pipeline/schemas';
import type { CompanyIntroAction, PassReason } from '../../../shared/intro-requests/schemas';
import { findCandidate } from '../candidates';
import { introState } from '../intros';
import type { PipelineActor } from './pipeline-actor';
import { appendPipelineEvents } from './pipeline-events';
import * as boardRepo from './pipeline-board.repo';
import * as entriesRepo from './shortlist-entries.repo';
import * as marksRepo from './pipeline-marks.repo';

/** The stage rules' facts of a board row. */
function factsOf(row: boardRepo.BoardRow): PipelineFacts {
  const { intro, mark } = row;
  return {
    intro: intro && {
      status: intro.status,
      requestedAt: intro.requestedAt,
      answeredAt: intro.answeredAt,
      callBookedAt: intro.callBookedAt,
      meetingScheduledAt: intro.meetingScheduledAt,
      meetingCompletedAt: intro.meetingCompletedAt,
      outcome: intro.outcome,
      outcomeReason: intro.outcomeReason as PassReason | null,
      outcomeAt: intro.outcomeAt,
      closedAt: intro.closedAt,
    },
    gig: row.gigStatus && row.gigAt ? { status: row.gigStatus, at: row.gigAt } : null,
    mark: mark && {
      stage: mark.stage as ManualStage,
      reason: mark.reason,
      movedAt: mark.movedAt,
    },
    shortlistedAt: row.shortlistedAt ?? null,
  };
}

const stepLabels: Record<CompanyIntroAction | 'request', string> = {
  request: 'Request Intro',
  re_request: 'Request Again',
  schedule: 'Book Call',
  book_slot: 'Pick a Time',
  book_call: 'Confirm Call Booked',
  offer_slots: 'Offer Times',
  cancel_call: 'Cancel Call',
  complete_meeting: 'Mark Meeting Completed',
  record_outcome: 'Record Outcome',
  remind: 'Send Reminder',
  reopen: 'Reopen Intro',
  propose_gig: 'Propose Gig',
};

/** The card's next step and the page it is taken on. */
function nextStepOf(
  row: boardRepo.BoardRow,
  place: NonNullable<ReturnType<typeof pipelinePlace>>,
  now: Date,
): NextStep | null {
  if (place.stage === 'trial' && row.gigId)
    return { label: 'View Gig', href: paths.gig.getHref(row.gigId) };
  const activeGig =
    row.gigStatus === 'proposed' || row.gigStatus === 'in_progress'
      ? { status: row.gigStatus }
      : null;
  const allowed = row.intro ? companyIntroActionsFor(introState(row.intro), now, activeGig) : [];
  const action = nextStepAction(place, row.intro !== null, allowed);
  if (!action) return null;
  const href =
    action === 'propose_gig'
      ? paths.proposeGig.getHref(row.candidateId)
      : paths.talentProfile.getHref(row.candidateId);
  return { label: stepLabels[action], href };
}

/** A board row as its card, or null when the candidate is not on the board. */
function cardOf(row: boardRepo.BoardRow, now: Date, withStep: boolean): PipelineCard | null {
  const facts = factsOf(row);
  const place = pipelinePlace(facts);
  if (!place) return null;
  return {
    candidateId: row.candidateId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    role: row.role,
    location: row.location,
    stage: place.stage,
    since: place.since.toISOString(),
    reason: place.reason,
    shortlists: row.shortlists ?? [],
    notesCount: row.notesCount ?? 0,
    moves: manualMoves(facts),
    nextStep: withStep ? nextStepOf(row, place, now) : null,
  };
}

/**
 * The company's board: every column in order with its count and its first
 * `BOARD_COLUMN_LIMIT` cards, the longest in their stage first — or, with `stage`, that column's
 * cards in full (the phone's list view).
 */
export async function getBoard(
  ctx: AppContext,
  companyId: string,
  stage?: PipelineStage,
): Promise<PipelineBoard> {
  const now = ctx.now();
  const rows = await boardRepo.listBoardRows(ctx.db, companyId);
  const byStage = new Map<PipelineStage, { row: boardRepo.BoardRow; since: number }[]>(
    pipelineStages.map((s) => [s, []]),
  );
  for (const row of rows) {
    const place = pipelinePlace(factsOf(row));
    if (place) byStage.get(place.stage)!.push({ row, since: place.since.getTime() });
  }
  const columns = pipelineStages
    .filter((s) => stage === undefined || s === stage)
    .map((s) => {
      const all = byStage.get(s)!.sort((a, b) => a.since - b.since);
      const shown = stage === undefined ? all.slice(0, BOARD_COLUMN_LIMIT) : all;
      return {
        stage: s,
        label: pipelineStageLabels[s],
        count: all.length,
        cards: shown.map(({ row }) => cardOf(row, now, true)!),
      };
    });
  return { columns };
}

/** How long a board read is served again while nothing tells of a change (candidates' own edits). */
export const BOARD_CACHE_TTL_MS = 30_000;

/** A process's board reads: the latest per viewer and column, and those being made now. */
interface BoardCache {
  reads: LRUCache<string, { version: number; at: number; json: string }>;
  /** Reads in progress by key and version: concurrent misses share one (no stampede). */
  inflight: Map<string, Promise<string>>;
}
const boardCaches = new WeakMap<Db, BoardCache>();

/**
 * The board as JSON for `viewerId`, a member of `companyId`, served from this process's cache
 * while it is current: every change to the board appends a `pipeline` stream event to each member
 * (ADR 074), so the viewer's newest such event is the board's version — in every process, since
 * it is read from the database — and a read older than `BOARD_CACHE_TTL_MS` is made again (what
 * sends no event: a candidate editing their name or role, the clock moving a next step). Requests
 * that miss together wait for one read.
 * @returns the JSON text of `PipelineBoard`.
 */
export async function getBoardJson(
  ctx: AppContext,
  companyId: string,
  viewerId: string,
  stage?: PipelineStage,
): Promise<string> {
  let cache = boardCaches.get(ctx.db);
  if (!cache) {
    cache = { reads: new LRUCache({ max: 2_000 }), inflight: new Map() };
    boardCaches.set(ctx.db, cache);
  }
  const { reads, inflight } = cache;
  const version = await lastEventSeqOfType(ctx.db, viewerId, 'pipeline');
  const key = `${companyId}|${viewerId}|${stage ?? ''}`;
  const at = ctx.now().getTime();
  const hit = reads.get(key);
  if (hit && hit.version === version && at - hit.at < BOARD_CACHE_TTL_MS) return hit.json;
  const flight = `${key}|${version}`;
  let read = inflight.get(flight);
  if (!read) {
    read = getBoard(ctx, companyId, stage)
      .then((board) => {
        const json = JSON.stringify(board);
        reads.set(key, { version, at, json });
        return json;
      })
      .finally(() => inflight.delete(flight));
    inflight.set(flight, read);
  }
  return read;
}

/** The candidate's card on the company's board, or null when they are not on it. */
export async function findCard(
  ctx: AppContext,
  companyId: string,
  candidateId: string,
): Promise<PipelineCard | null> {
  const [row] = await boardRepo.findBoardRows(ctx.db, companyId, [candidateId]);
  return row ? cardOf(row, ctx.now(), true) : null;
}

/**
 * The candidate in the company's pipeline, for their card and profile page: every list of the
 * company with whether they are on it, and their card.
 * @throws AppError NOT_FOUND when the candidate is not one the company may see.
 */
export async function getCandidatePipeline(
  ctx: AppContext,
  companyId: string,
  candidateId: string,
): Promise<CandidatePipeline> {
  await visibleCandidate(ctx, candidateId);
  const [lists, card] = await Promise.all([
    entriesRepo.listsOfCandidate(ctx.db, companyId, candidateId),
    findCard(ctx, companyId, candidateId),
  ]);
  return {
    shortlists: lists.map((l) => ({
      id: l.id,
      name: l.name,
      onList: l.addedAt !== null,
      addedByName: l.addedByName,
      addedAt: l.addedAt?.toISOString() ?? null,
    })),
    card,
  };
}

/**
 * A candidate the company may put on its pipeline: approved (shown to companies).
 * @throws AppError NOT_FOUND otherwise, as for a candidate who does not exist.
 */
export async function visibleCandidate(ctx: AppContext, candidateId: string) {
  const candidate = await findCandidate(ctx.db, candidateId);
  if (!candidate || candidate.status !== 'approved')
    throw new AppError('NOT_FOUND', pipelineTexts.candidateNotFound);
  return candidate;
}

/**
 * Moves a card by hand (issue #34 item 3): to Shortlisted, Hired or Not a fit (with a reason),
 * where the stage rules allow it now; every member's board hears of it.
 * @returns the card after the move.
 * @throws AppError NOT_FOUND (the candidate is not on the company's board), CONFLICT (409, the
 *   rules' sentence) when the move is not allowed now.
 */
export async function moveCard(
  ctx: AppContext,
  actor: PipelineActor,
  candidateId: string,
  move: PipelineMove,
): Promise<PipelineCard> {
  return streamTransaction(ctx.db, async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const [row] = await boardRepo.findBoardRows(tx, actor.companyId, [candidateId]);
    if (!row || !pipelinePlace(factsOf(row)))
      throw new AppError('NOT_FOUND', pipelineTexts.candidateNotFound);
    const refusal = manualMoveRefusal(factsOf(row), move.stage);
    if (refusal) throw new AppError('CONFLICT', refusal);
    await marksRepo.upsertMark(tx, {
      companyId: actor.companyId,
      candidateId,
      stage: move.stage,
      reason: move.stage === 'not_a_fit' ? (move.reason ?? null) : null,
      movedBy: actor.userId,
      movedByName: actor.name,
      at: ctx.now(),
    });
    await appendPipelineEvents(tx, actor.companyId, candidateId);
    return (await findCard(txCtx, actor.companyId, candidateId))!;
  });
}
