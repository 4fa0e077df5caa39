/**
 * Responsiveness shown to the other side (issue #17; docs/decisions/027). Kept as events happen:
 * the intro lifecycle's `stats` effects are added to per-day buckets (candidates) and counters
 * (companies) in the transaction of the event, so reading them never scans intro requests.
 *
 * A candidate's figures cover the requests settled (answered, or expired unanswered) on the last
 * 90 UTC days, today included: reading sums at most 90 days of buckets per candidate, so the
 * window is exact at any clock, with no job needed to move it. A company's cover all its accepted
 * intros. Both are shown only from 3 on.
 */
import type { Db } from '../../../db/client';
import {
  RESPONSIVENESS_MIN_REQUESTS,
  RESPONSIVENESS_WINDOW_DAYS,
  type CandidateResponsiveness,
  type CompanyBookingRate,
} from '../../../shared/responsiveness/schemas';
import type { StatsEffect } from '../../domain/intro-lifecycle';
import * as answerDaysRepo from './candidate-answer-days.repo';
import * as bookingRepo from './company-booking-stats.repo';

const DAY_MS = 24 * 3_600_000;
/** Answer times above this many days are kept as this many (a late timer can leave one past 7). */
const MAX_ANSWER_DAYS = 30;

/** The UTC calendar day of `d`, 'YYYY-MM-DD'. */
export function utcDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Whole days an answer took, rounded up, at least 1 (an answer within the hour is '1 day'). */
export function answerDays(afterMs: number): number {
  return Math.min(MAX_ANSWER_DAYS, Math.max(1, Math.ceil(afterMs / DAY_MS)));
}

/**
 * Adds a transition's effects to the counts, in the caller's transaction (`tx`).
 * @param intro the request's candidate and company; `now` is the event's time (its UTC day).
 */
export async function recordStats(
  tx: Db,
  intro: { candidateId: string; companyId: string },
  effects: readonly StatsEffect[],
  now: Date,
): Promise<void> {
  for (const effect of effects) {
    switch (effect.kind) {
      case 'candidate_answered':
        await answerDaysRepo.addSettledRequest(
          tx,
          intro.candidateId,
          utcDay(now),
          answerDays(effect.afterMs),
        );
        break;
      case 'candidate_expired':
        await answerDaysRepo.addSettledRequest(tx, intro.candidateId, utcDay(now), 0);
        break;
      case 'company_accepted':
        await bookingRepo.addToCompany(tx, intro.companyId, { accepted: 1 });
        break;
      case 'company_booked':
        await bookingRepo.addToCompany(tx, intro.companyId, { booked: 1 });
        break;
    }
  }
}

/** The first UTC day of the 90-day window that ends today (`now`'s UTC day). */
export function windowStart(now: Date): string {
  return utcDay(new Date(now.getTime() - (RESPONSIVENESS_WINDOW_DAYS - 1) * DAY_MS));
}

/**
 * The figures from one candidate's answer-time histogram (answer days → requests; 0 = expired).
 * @returns null below 3 settled requests; else the share answered and the median answer time.
 */
export function figuresOf(histogram: Map<number, number>): CandidateResponsiveness {
  let requests = 0;
  for (const n of histogram.values()) requests += n;
  if (requests < RESPONSIVENESS_MIN_REQUESTS) return null;
  const answered = requests - (histogram.get(0) ?? 0);
  let usualDays: number | null = null;
  if (answered > 0) {
    // The median answer time: the day count reached by half the answered requests (rounded up).
    const half = Math.ceil(answered / 2);
    let seen = 0;
    for (const d of [...histogram.keys()].filter((k) => k > 0).sort((a, b) => a - b)) {
      seen += histogram.get(d)!;
      if (seen >= half) {
        usualDays = d;
        break;
      }
    }
  }
  return {
    requests,
    answered,
    answeredPercent: Math.round((answered / requests) * 100),
    usualDays,
  };
}

/**
 * The last 90 days' figures of these candidates at `now` (null for those below 3 requests).
 * One indexed query over at most 90 daily buckets per candidate.
 */
export async function candidateResponsivenessFor(
  db: Db,
  candidateIds: string[],
  now: Date,
): Promise<Map<string, CandidateResponsiveness>> {
  const rows = await answerDaysRepo.sumSince(db, candidateIds, windowStart(now));
  return candidateResponsivenessFrom(candidateIds, rows);
}

/**
 * The figures of these candidates from their buckets of the window (`windowStart(now)` on):
 * stored buckets or sums per answer time alike, since they are added up here. What
 * `candidateResponsivenessFor` reads from the database, the feed index holds in memory
 * (docs/decisions/049).
 */
export function candidateResponsivenessFrom(
  candidateIds: readonly string[],
  buckets: Iterable<{ candidateId: string; answerDays: number; requests: number }>,
): Map<string, CandidateResponsiveness> {
  const histograms = new Map<string, Map<number, number>>();
  for (const r of buckets) {
    const h = histograms.get(r.candidateId) ?? new Map<number, number>();
    h.set(r.answerDays, (h.get(r.answerDays) ?? 0) + r.requests);
    histograms.set(r.candidateId, h);
  }
  return new Map(candidateIds.map((id) => [id, figuresOf(histograms.get(id) ?? new Map())]));
}

/** The share of accepted intros in which these companies booked a call (null below 3). */
export async function companyBookingRatesFor(
  db: Db,
  companyIds: string[],
): Promise<Map<string, CompanyBookingRate>> {
  const rows = await bookingRepo.findForCompanies(db, companyIds);
  const byId = new Map(rows.map((r) => [r.companyId, r]));
  return new Map(
    companyIds.map((id) => {
      const r = byId.get(id);
      if (!r || r.accepted < RESPONSIVENESS_MIN_REQUESTS) return [id, null];
      const booked = Math.min(r.booked, r.accepted);
      return [
        id,
        { accepted: r.accepted, booked, bookedPercent: Math.round((booked / r.accepted) * 100) },
      ];
    }),
  );
}
