/**
 * A company's shortlists (issue #34 item 1, docs/decisions/074): named lists shared by the team,
 * showing who added whom and when, renamed, reordered and deleted by any member. A shortlisted
 * candidate never learns it: nothing here writes a notification, an e-mail or an event to them.
 */
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/lib/app-error';
import { streamTransaction } from '../../platform/stream-events.repo';
import {
  pipelineTexts,
  type Shortlist,
  type ShortlistDetail,
} from '../../../shared/pipeline/schemas';
import { candidatesHiddenFrom } from '../candidates';
import { visibleCandidate } from './board.service';
import type { PipelineActor } from './pipeline-actor';
import { appendPipelineEvents } from './pipeline-events';
import * as entriesRepo from './shortlist-entries.repo';
import * as repo from './shortlists.repo';

const notFound = () => new AppError('NOT_FOUND', pipelineTexts.shortlistNotFound);
const taken = () =>
  new AppError('CONFLICT', pipelineTexts.shortlistNameTaken, {
    name: pipelineTexts.shortlistNameTaken,
  });

function toShortlist(row: repo.ShortlistRow): Shortlist {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    count: row.count,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The company's lists in the team's order. */
export async function listShortlists(ctx: AppContext, companyId: string): Promise<Shortlist[]> {
  return (await repo.listShortlists(ctx.db, companyId)).map(toShortlist);
}

/**
 * One list with its candidates, the latest added first.
 * @throws AppError NOT_FOUND when the company has no such list.
 */
export async function getShortlist(
  ctx: AppContext,
  companyId: string,
  id: string,
): Promise<ShortlistDetail> {
  const row = await repo.findShortlist(ctx.db, companyId, id);
  if (!row) throw notFound();
  const [entries, hidden] = await Promise.all([
    entriesRepo.listEntries(ctx.db, id),
    candidatesHiddenFrom(ctx.db, companyId),
  ]);
  return {
    ...toShortlist(row),
    // A candidate hidden from the company is not listed (docs/decisions/081).
    entries: entries
      .filter((e) => !hidden.has(e.candidateId))
      .map((e) => ({
        candidateId: e.candidateId,
        name: `${e.firstName} ${e.lastName}`.trim(),
        role: e.role,
        location: e.location,
        addedByName: e.addedByName,
        addedAt: e.addedAt.toISOString(),
      })),
  };
}

/**
 * Creates a list at the end of the company's order.
 * @throws AppError CONFLICT (409, with the `name` field's message) when the name is taken.
 */
export async function createShortlist(
  ctx: AppContext,
  actor: PipelineActor,
  name: string,
): Promise<Shortlist> {
  return streamTransaction(ctx.db, async (tx) => {
    const row = await repo.insertShortlist(tx, {
      companyId: actor.companyId,
      name,
      createdBy: actor.userId,
      at: ctx.now(),
    });
    if (!row) throw taken();
    await appendPipelineEvents(tx, actor.companyId, null);
    return toShortlist(row);
  });
}

/**
 * Renames a list. @throws AppError NOT_FOUND, CONFLICT (the name is another list's).
 */
export async function renameShortlist(
  ctx: AppContext,
  actor: PipelineActor,
  id: string,
  name: string,
): Promise<Shortlist> {
  return streamTransaction(ctx.db, async (tx) => {
    const result = await repo.renameShortlist(tx, actor.companyId, id, name, ctx.now());
    if (result === 'missing') throw notFound();
    if (result === 'taken') throw taken();
    await appendPipelineEvents(tx, actor.companyId, null);
    return toShortlist((await repo.findShortlist(tx, actor.companyId, id))!);
  });
}

/** Deletes a list and its entries (the candidates stay on the board only for other reasons). */
export async function deleteShortlist(
  ctx: AppContext,
  actor: PipelineActor,
  id: string,
): Promise<void> {
  await streamTransaction(ctx.db, async (tx) => {
    if (!(await repo.deleteShortlist(tx, actor.companyId, id))) throw notFound();
    await appendPipelineEvents(tx, actor.companyId, null);
  });
}

/** Puts the company's lists in the order given. @returns the lists in their new order. */
export async function reorderShortlists(
  ctx: AppContext,
  actor: PipelineActor,
  ids: readonly string[],
): Promise<Shortlist[]> {
  return streamTransaction(ctx.db, async (tx) => {
    await repo.reorderShortlists(tx, actor.companyId, ids, ctx.now());
    await appendPipelineEvents(tx, actor.companyId, null);
    return (await repo.listShortlists(tx, actor.companyId)).map(toShortlist);
  });
}

/**
 * Puts a candidate on a list (a second time changes nothing).
 * @throws AppError NOT_FOUND for another company's list or a candidate the company cannot see.
 */
export async function addToShortlist(
  ctx: AppContext,
  actor: PipelineActor,
  id: string,
  candidateId: string,
): Promise<void> {
  await visibleCandidate(ctx, candidateId, actor.companyId);
  await streamTransaction(ctx.db, async (tx) => {
    if (!(await repo.findShortlist(tx, actor.companyId, id))) throw notFound();
    const added = await entriesRepo.insertEntry(tx, {
      shortlistId: id,
      candidateId,
      addedBy: actor.userId,
      addedByName: actor.name,
      at: ctx.now(),
    });
    if (added) await appendPipelineEvents(tx, actor.companyId, candidateId);
  });
}

/** Takes a candidate off a list (idempotent). @throws AppError NOT_FOUND for another company's list. */
export async function removeFromShortlist(
  ctx: AppContext,
  actor: PipelineActor,
  id: string,
  candidateId: string,
): Promise<void> {
  await streamTransaction(ctx.db, async (tx) => {
    if (!(await repo.findShortlist(tx, actor.companyId, id))) throw notFound();
    if (await entriesRepo.deleteEntry(tx, id, candidateId))
      await appendPipelineEvents(tx, actor.companyId, candidateId);
  });
}
