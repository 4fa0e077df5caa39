/**
 * SQL for `candidate_answer_days` (docs/decisions/027): per candidate and UTC day, how many
 * requests were settled after how many whole days (0 = expired unanswered).
 */
import { and, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { candidateAnswerDays } from '../../../db/schema';

/** Adds one settled request to its day's bucket (created on first use), atomically. */
export async function addSettledRequest(
  db: Db,
  candidateId: string,
  day: string,
  answerDays: number,
): Promise<void> {
  await db
    .insert(candidateAnswerDays)
    .values({ candidateId, day, answerDays, requests: 1 })
    .onConflictDoUpdate({
      target: [
        candidateAnswerDays.candidateId,
        candidateAnswerDays.day,
        candidateAnswerDays.answerDays,
      ],
      set: { requests: sql`${candidateAnswerDays.requests} + 1` },
    });
}

/**
 * The buckets of these candidates from `fromDay` (a UTC date, inclusive) on, summed per answer
 * time: at most one row per candidate and answer time.
 */
export async function sumSince(
  db: Db,
  candidateIds: string[],
  fromDay: string,
): Promise<{ candidateId: string; answerDays: number; requests: number }[]> {
  if (candidateIds.length === 0) return [];
  const rows = await db
    .select({
      candidateId: candidateAnswerDays.candidateId,
      answerDays: candidateAnswerDays.answerDays,
      requests: sql<number>`sum(${candidateAnswerDays.requests})::int`,
    })
    .from(candidateAnswerDays)
    .where(
      and(
        inArray(candidateAnswerDays.candidateId, candidateIds),
        gte(candidateAnswerDays.day, fromDay),
      ),
    )
    .groupBy(candidateAnswerDays.candidateId, candidateAnswerDays.answerDays);
  return rows.map((r) => ({ ...r, requests: Number(r.requests) }));
}

/** A day's bucket as stored: one candidate, one UTC day, one answer time. */
export interface AnswerDayBucket {
  candidateId: string;
  /** UTC date, 'YYYY-MM-DD'. */
  day: string;
  answerDays: number;
  requests: number;
}

/**
 * Every bucket from `fromDay` (a UTC date, inclusive) on — of these candidates only, with
 * `candidateIds` — for the feed index (docs/decisions/049).
 */
export async function findBucketsSince(
  db: Db,
  fromDay: string,
  candidateIds?: readonly string[],
): Promise<AnswerDayBucket[]> {
  const since = gte(candidateAnswerDays.day, fromDay);
  const rows = await db
    .select({
      candidateId: candidateAnswerDays.candidateId,
      day: candidateAnswerDays.day,
      answerDays: candidateAnswerDays.answerDays,
      requests: candidateAnswerDays.requests,
    })
    .from(candidateAnswerDays)
    .where(
      candidateIds
        ? and(since, inArray(candidateAnswerDays.candidateId, [...candidateIds]))
        : since,
    );
  return rows.map((r) => ({ ...r, day: String(r.day), requests: Number(r.requests) }));
}
