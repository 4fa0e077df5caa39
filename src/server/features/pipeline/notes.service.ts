/**
 * The team's private notes on candidates (issue #34 item 2, docs/decisions/074): read by the
 * company's members only, changed by their author only, with `@name` mentions that notify the
 * teammate named. No route a candidate can reach reads them; the company's data export holds them.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/lib/app-error';
import { streamTransaction } from '../../platform/stream-events.repo';
import type { Db } from '../../../db/client';
import { paths } from '../../../shared/paths';
import { pipelineTexts, type CandidateNote } from '../../../shared/pipeline/schemas';
import { listMembers } from '../companies';
import { writeNotifications } from '../notifications';
import { visibleCandidate } from './board.service';
import type { PipelineActor } from './pipeline-actor';
import { appendPipelineEvents } from './pipeline-events';
import * as repo from './candidate-notes.repo';

/** A member as a mention names them. */
interface Mentionable {
  userId: string;
  fullName: string;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The members `body` names with `@`: `@Dana Lee` (the full name) or `@Dana` (the first name, when
 * no other member shares it), in any case, followed by a non-letter or the end.
 * @returns their user ids, each once, in the members' order.
 */
export function mentionedIn(body: string, members: readonly Mentionable[]): string[] {
  const firstNames = new Map<string, number>();
  for (const m of members) {
    const first = m.fullName.split(/\s+/)[0]!.toLowerCase();
    firstNames.set(first, (firstNames.get(first) ?? 0) + 1);
  }
  const named = (name: string) =>
    new RegExp(`(^|[^\\p{L}\\p{N}_])@${escapeRegExp(name)}(?![\\p{L}\\p{N}_])`, 'iu').test(body);
  return members
    .filter((m) => {
      const first = m.fullName.split(/\s+/)[0]!;
      return named(m.fullName) || (firstNames.get(first.toLowerCase()) === 1 && named(first));
    })
    .map((m) => m.userId);
}

function toNote(
  row: repo.NoteRow,
  viewerId: string,
  names: ReadonlyMap<string, string>,
): CandidateNote {
  return {
    id: row.id,
    body: row.body,
    authorName: row.authorName,
    mine: row.authorId === viewerId,
    mentions: row.mentions.map((userId) => ({
      userId,
      name: names.get(userId) ?? 'former member',
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function memberNames(db: Db, companyId: string): Promise<Map<string, string>> {
  return new Map((await listMembers(db, companyId)).map((m) => [m.userId, m.fullName]));
}

/**
 * The company's notes on a candidate, oldest first.
 * @throws AppError NOT_FOUND when the candidate is not one the company may see.
 */
export async function listNotes(
  ctx: AppContext,
  actor: PipelineActor,
  candidateId: string,
): Promise<CandidateNote[]> {
  await visibleCandidate(ctx, candidateId, actor.companyId);
  const [rows, names] = await Promise.all([
    repo.listNotes(ctx.db, actor.companyId, candidateId),
    memberNames(ctx.db, actor.companyId),
  ]);
  return rows.map((row) => toNote(row, actor.userId, names));
}

/** Notifies the teammates newly named in a note (never its author). */
async function notifyMentions(
  tx: Db,
  actor: PipelineActor,
  candidateId: string,
  candidateName: string,
  userIds: readonly string[],
  at: Date,
): Promise<void> {
  const to = userIds.filter((id) => id !== actor.userId);
  if (to.length === 0) return;
  await writeNotifications(
    tx,
    to.map((userId) => ({
      id: randomUUID(),
      userId,
      kind: 'note_mention',
      introRequestId: null,
      gigId: null,
      conversationId: null,
      data: { name: actor.name, candidateName },
      link: paths.talentProfile.getHref(candidateId),
      createdAt: at,
      readAt: null,
    })),
  );
}

/**
 * Adds a note on a candidate; the members it names are notified.
 * @throws AppError NOT_FOUND when the candidate is not one the company may see.
 */
export async function addNote(
  ctx: AppContext,
  actor: PipelineActor,
  candidateId: string,
  body: string,
): Promise<CandidateNote> {
  const candidate = await visibleCandidate(ctx, candidateId, actor.companyId);
  return streamTransaction(ctx.db, async (tx) => {
    const members = await listMembers(tx, actor.companyId);
    const mentions = mentionedIn(body, members);
    const now = ctx.now();
    const row = await repo.insertNote(tx, {
      companyId: actor.companyId,
      candidateId,
      authorId: actor.userId,
      authorName: actor.name,
      body,
      mentions,
      at: now,
    });
    const name = `${candidate.firstName} ${candidate.lastName}`.trim();
    await notifyMentions(tx, actor, candidateId, name, mentions, now);
    await appendPipelineEvents(tx, actor.companyId, candidateId);
    return toNote(row, actor.userId, new Map(members.map((m) => [m.userId, m.fullName])));
  });
}

/** The note if it is the actor's. @throws AppError NOT_FOUND, FORBIDDEN (another member's). */
async function ownNote(tx: Db, actor: PipelineActor, id: string): Promise<repo.NoteRow> {
  const note = await repo.findNote(tx, actor.companyId, id);
  if (!note) throw new AppError('NOT_FOUND', pipelineTexts.noteNotFound);
  if (note.authorId !== actor.userId) throw new AppError('FORBIDDEN', pipelineTexts.noteNotYours);
  return note;
}

/**
 * Changes the actor's own note; members newly named are notified.
 * @throws AppError NOT_FOUND, FORBIDDEN (another member's note).
 */
export async function editNote(
  ctx: AppContext,
  actor: PipelineActor,
  id: string,
  body: string,
): Promise<CandidateNote> {
  return streamTransaction(ctx.db, async (tx) => {
    const note = await ownNote(tx, actor, id);
    const members = await listMembers(tx, actor.companyId);
    const mentions = mentionedIn(body, members);
    const now = ctx.now();
    const row = (await repo.updateNote(tx, actor.companyId, id, { body, mentions, at: now }))!;
    const candidate = await visibleCandidate(
      { ...ctx, db: tx },
      note.candidateId,
      actor.companyId,
    ).catch(() => null);
    const name = candidate ? `${candidate.firstName} ${candidate.lastName}`.trim() : 'a candidate';
    const fresh = mentions.filter((m) => !note.mentions.includes(m));
    await notifyMentions(tx, actor, note.candidateId, name, fresh, now);
    await appendPipelineEvents(tx, actor.companyId, note.candidateId);
    return toNote(row, actor.userId, new Map(members.map((m) => [m.userId, m.fullName])));
  });
}

/** Deletes the actor's own note. @throws AppError NOT_FOUND, FORBIDDEN (another member's). */
export async function deleteNote(ctx: AppContext, actor: PipelineActor, id: string): Promise<void> {
  await streamTransaction(ctx.db, async (tx) => {
    const note = await ownNote(tx, actor, id);
    await repo.deleteNote(tx, actor.companyId, id);
    await appendPipelineEvents(tx, actor.companyId, note.candidateId);
  });
}
