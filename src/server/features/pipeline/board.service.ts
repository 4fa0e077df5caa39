/**
 * The company's pipeline board (issue #34 item 3, docs/decisions/074): every candidate on it as a
 * card in its stage, the moves the team may make by hand, and the card's next step — all decided
 * by `domain/pipeline-stage.ts` and the intro lifecycle, carried out here.
 */
import type { Db } from '../../../db/client';
import type { AppContext } from '../../platform/context';
import { CachedBody } from '../../platform/http/cached-body';
import { AppError } from '../../platform/lib/app-error';
import { VersionedCache } from '../../platform/lib/versioned-cache';
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
import { candidatesHiddenFrom, findCandidate, isCandidateHiddenFrom } from '../candidates';
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

/** Every card on the company's board by stage, the longest in their stage first. */
async function readBoard(
  ctx: AppContext,
  companyId: string,
  hidden: ReadonlySet<string>,
): Promise<BoardModel> {
  const now = ctx.now();
  const rows = await boardRepo.listBoardRows(ctx.db, companyId);
  const placed: { card: PipelineCard; since: number }[] = [];
  for (const row of rows) {
    const card = cardOf(row, now, true);
    // A candidate hidden from the company leaves its board (docs/decisions/081).
    if (card && hidden.has(card.candidateId)) continue;
    if (card) placed.push({ card, since: Date.parse(card.since) });
  }
  placed.sort((a, b) => a.since - b.since);
  const columns = new Map<PipelineStage, PipelineCard[]>(pipelineStages.map((s) => [s, []]));
  const byCandidate = new Map<string, PipelineCard>();
  for (const { card } of placed) {
    columns.get(card.stage)!.push(card);
    byCandidate.set(card.candidateId, card);
  }
  return { columns, byCandidate, bodies: new Map() };
}

/**
 * The board from `model`: every column in order with its count and its first
 * `BOARD_COLUMN_LIMIT` cards — or, with `stage`, that column's cards in full (the phone's list
 * view, "Show all").
 */
function boardOf(model: BoardModel, stage?: PipelineStage): PipelineBoard {
  return {
    columns: pipelineStages
      .filter((s) => stage === undefined || s === stage)
      .map((s) => {
        const all = model.columns.get(s)!;
        return {
          stage: s,
          label: pipelineStageLabels[s],
          count: all.length,
          cards: stage === undefined ? all.slice(0, BOARD_COLUMN_LIMIT) : all,
        };
      }),
  };
}

/** How long a board read is served again while nothing tells of a change (candidates' own edits). */
export const BOARD_CACHE_TTL_MS = 30_000;

/** A company's board as read once: its cards, and the answers made from them. */
interface BoardModel {
  columns: Map<PipelineStage, PipelineCard[]>;
  byCandidate: Map<string, PipelineCard>;
  /** The JSON answers made so far: the board (`''`) and columns in full (by stage). */
  bodies: Map<string, CachedBody>;
}

/** About what a card costs in memory, bytes (for the cache's budget). */
const CARD_BYTES = 1_500;

/** A process's board reads (ADR 074), up to about 256 MB, per database. */
const boardCaches = new WeakMap<Db, VersionedCache<BoardModel>>();

function boardCacheOf(db: Db): VersionedCache<BoardModel> {
  let cache = boardCaches.get(db);
  if (!cache) {
    cache = new VersionedCache({
      ttlMs: BOARD_CACHE_TTL_MS,
      maxSize: 256_000_000,
      sizeOf: (model) => (model.byCandidate.size + 1) * CARD_BYTES,
    });
    boardCaches.set(db, cache);
  }
  return cache;
}

/**
 * The board's version for `viewerId`: every change to the board appends a `pipeline` stream
 * event to each member (ADR 074), so the viewer's newest such event — read from the database,
 * hence the same in every process — tells whether a cached read is current.
 */
export function boardVersion(ctx: AppContext, viewerId: string): Promise<number> {
  return lastEventSeqOfType(ctx.db, viewerId, 'pipeline');
}

/**
 * The company's board as `viewerId`, a member, may see it now, from this process's cache while
 * it is current (at the viewer's board version and younger than `BOARD_CACHE_TTL_MS`, which
 * covers what sends no event: a candidate editing their name or role, the clock moving a next
 * step). Requests that miss together wait for one read.
 */
async function currentBoard(
  ctx: AppContext,
  companyId: string,
  viewerId: string,
): Promise<BoardModel> {
  const [version, hidden] = await Promise.all([
    boardVersion(ctx, viewerId),
    candidatesHiddenFrom(ctx.db, companyId),
  ]);
  // The candidates hidden from the company, read now, are part of the key (docs/decisions/081):
  // a block or a new employer changes the board in every process at once.
  const hiddenKey = [...hidden].sort().join(',');
  return boardCacheOf(ctx.db).get(
    `${companyId}|${viewerId}|${hiddenKey}`,
    version,
    ctx.now().getTime(),
    () => readBoard(ctx, companyId, hidden),
  );
}

/**
 * The board as a JSON answer for `viewerId`, a member of `companyId`: every column with its count
 * and first `BOARD_COLUMN_LIMIT` cards, or with `stage` that column in full — made once per board
 * version and kept with its compressed forms (`sendCachedBody`).
 * @returns the JSON of a `PipelineBoard`.
 */
export async function getBoardBody(
  ctx: AppContext,
  companyId: string,
  viewerId: string,
  stage?: PipelineStage,
): Promise<CachedBody> {
  const model = await currentBoard(ctx, companyId, viewerId);
  const key = stage ?? '';
  let body = model.bodies.get(key);
  if (!body) {
    body = new CachedBody(JSON.stringify(boardOf(model, stage)));
    model.bodies.set(key, body);
  }
  return body;
}

/** The candidate's card on the company's board read now, or null when they are not on it. */
async function findCard(
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
  viewerId: string,
  candidateId: string,
): Promise<CandidatePipeline> {
  await visibleCandidate(ctx, candidateId, companyId);
  const [lists, board] = await Promise.all([
    entriesRepo.listsOfCandidate(ctx.db, companyId, candidateId),
    currentBoard(ctx, companyId, viewerId),
  ]);
  const card = board.byCandidate.get(candidateId) ?? null;
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
 * A candidate the company may put on its pipeline: approved (shown to companies) and not hidden
 * from it (docs/decisions/081).
 * @throws AppError NOT_FOUND otherwise, as for a candidate who does not exist.
 */
export async function visibleCandidate(ctx: AppContext, candidateId: string, companyId: string) {
  const candidate = await findCandidate(ctx.db, candidateId);
  if (
    !candidate ||
    candidate.status !== 'approved' ||
    (await isCandidateHiddenFrom(ctx.db, candidateId, companyId))
  )
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
