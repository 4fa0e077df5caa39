/**
 * Intro requests (spec 1 §4 "Intro request status", "Scheduling", "Meeting reminder"; spec 2 §4
 * "Intro request"; issue #17 booking, outcomes and timers): every change goes through the
 * lifecycle (`src/server/domain/intro-lifecycle.ts`) — this service loads the request under its
 * row lock, asks the lifecycle at `ctx.now()`, writes what it decided, counts or returns the free
 * allowance, opens or closes the pair's conversation (issue #16) and queues its e-mails, all in
 * one transaction. A company reaches only its own
 * requests and a candidate only theirs; any other id is 404. Contact details reach a company only
 * while the candidate has accepted its intro (docs/decisions/013).
 */
import type { Db } from '../../../db/client';
import { availabilityTexts } from '../../../shared/candidates/availability';
import { usageMonth } from '../../../shared/billing/schemas';
import {
  introTexts,
  type BookCallInput,
  type CandidateIntroRequest,
  type CreateIntroRequestInput,
  type IntroResponseInput,
  type IntroResponseView,
  type IntroSide,
  type RecordOutcomeInput,
} from '../../../shared/intro-requests/schemas';
import type { AppContext } from '../../platform/context';
import {
  isAccepted,
  notAcceptedRefusal,
  timerEvents,
  type IntroEvent,
} from '../../domain/intro-lifecycle';
import { teammateAskedText } from '../../../shared/intro-requests/display-state';
import { AppError } from '../../platform/lib/app-error';
import { isUniqueViolation } from '../../platform/lib/db-errors';
import { isUuid } from '../../platform/lib/ids';
import { hashToken } from '../../platform/lib/tokens';
import {
  assertCompanyMayAct,
  findMemberName,
  incrementCompanyIntroCount,
  memberNamesOf,
} from '../companies';
import * as candidatesModule from '../candidates';
import * as gigsRepo from './gigs.repo';
import { companyBookingRatesFor } from '../responsiveness';
import * as repo from './intro-requests.repo';
import {
  compensationColumns,
  compensationOf,
  fullName,
  requesterLine,
  toCandidateIntro,
  toCompanyIntro,
} from './intro-views';
import { streamTransaction } from '../../platform/stream-events.repo';

export { contactFor, introState, toIntroSummary } from './intro-views';

import { allowanceUsedUp, limitReached } from './free-allowance';
import { assertIntroAllowed } from './verified-only';
import { applyFirstRequest, applyToIntro, notFound, refusalError } from './intro-executor';

export { applyToIntro, refusalError } from './intro-executor';

/**
 * The company's gig with one candidate in progress, else still proposed, or null: one in progress
 * holds back Propose Gig (docs/decisions/024).
 */
export async function activeGigWith(
  db: Db,
  companyId: string,
  candidateId: string,
): Promise<gigsRepo.ActiveGigRow | null> {
  return (
    (await gigsRepo.findActiveGigsOfCompany(db, companyId, [candidateId])).get(candidateId) ?? null
  );
}

/** True while the candidate has accepted this company's intro: it may see their contact details. */
export async function companySeesContact(
  db: Db,
  companyId: string,
  candidateId: string,
): Promise<boolean> {
  const intro = await repo.findIntroByPair(db, companyId, candidateId);
  return Boolean(intro && isAccepted(intro.status));
}

/**
 * Creates an intro request, or re-requests a declined or expired one, and queues the three
 * e-mails of spec 1 §7. A free company may create 2 new requests per calendar month (UTC): the
 * check and the count are one atomic statement, so concurrent requests cannot exceed it. A
 * re-request after a decline does not count again; one after an expiry does (the expiry gave the
 * allowance back).
 * @throws AppError NOT_FOUND (candidate missing, not approved, or hidden from the company,
 *   docs/decisions/081), CONFLICT 'Intros Paused' (the
 *   candidate paused new intros, docs/decisions/028), FORBIDDEN (company paused or blacklisted),
 *   ONBOARDING_REQUIRED (preferences pending, spec 1 §4), CONFLICT (already requested),
 *   LIMIT_REACHED (402, free plan limit), VERIFIED_COMPANIES_ONLY (403, the candidate takes intros
 *   from verified companies only, docs/decisions/079).
 */
export async function createIntroRequest(
  ctx: AppContext,
  companyId: string,
  requesterId: string,
  input: CreateIntroRequestInput,
) {
  // Read in one round trip before the transaction (docs/decisions/052): it takes no locks, so
  // inside it the reads would see nothing more certain (read committed), only later.
  const now = ctx.now();
  const context = await repo.findRequestContext(ctx.db, {
    companyId,
    requesterId,
    candidateId: input.candidateId,
    month: usageMonth(now),
  });
  if (!context)
    throw new AppError('NOT_FOUND', 'Could not find company data. Please log in again.');
  const { company, candidate, known, usedThisMonth } = context;
  assertCompanyMayAct(company, 'intro');
  // Hidden from this company (docs/decisions/081): refused as a candidate who does not exist.
  if (
    candidate?.status !== 'approved' ||
    (await candidatesModule.isCandidateHiddenFrom(ctx.db, input.candidateId, companyId))
  )
    throw new AppError('NOT_FOUND', introTexts.candidateMissing, undefined, 'Candidate Not Found');
  // A paused candidate takes no new requests, re-requests included (docs/decisions/028).
  if (candidate.pausedAt)
    throw new AppError('CONFLICT', availabilityTexts.candidatePaused, undefined, 'Intros Paused');
  // A candidate who takes intros from verified companies only (docs/decisions/079).
  assertIntroAllowed({ candidate, companyVerifiedDomain: company.verifiedDomain });
  // A first request that this month's allowance cannot take is refused before it is written;
  // the count in its statement stays the guard against requests made at the same moment.
  if (!known && allowanceUsedUp(company.planTier, usedThisMonth, now)) throw limitReached(now);
  // The role and note (issue #15, docs/decisions/034): an empty text clears one; on a
  // re-request, one left out keeps what the request said before.
  const given = (value: string | undefined) => (value === undefined ? undefined : value || null);
  // The pay (issue #35, docs/decisions/077): stated on every request, re-requests included.
  const details = {
    message: given(input.message),
    roleDescription: given(input.roleDescription),
    ...compensationColumns(input.compensation),
  };
  try {
    // A re-request makes its member the requester (issue #33 item 4).
    const rerequested = known
      ? await reRequest(ctx, known.id, { ...details, requestedBy: requesterId })
      : undefined;
    if (rerequested)
      return { id: rerequested.id, candidateId: rerequested.candidateId, rerequested: true };
    const intro = await applyFirstRequest(ctx, company, candidate, details);
    return { id: intro.id, candidateId: intro.candidateId, rerequested: false };
  } catch (error) {
    // One open request per candidate per company (issue #33 item 4): a teammate's is named.
    const teammates = await teammateAsked(ctx.db, companyId, input.candidateId, requesterId, error);
    if (teammates) throw teammates;
    // Two simultaneous first requests for one pair: the loser sees the winner's request.
    if (isUniqueViolation(error)) {
      throw new AppError(
        'CONFLICT',
        'You have already requested an intro to this candidate.',
        undefined,
        'Intro Requested',
      );
    }
    throw error;
  }
}

/**
 * When a request was refused because the pair's request is a teammate's (issue #33 item 4): a 409
 * that names them — "Dana asked on 3 Dec — Pending Response". Undefined when the refusal was not a
 * conflict over the pair, or the request is the requester's own.
 */
async function teammateAsked(
  db: Db,
  companyId: string,
  candidateId: string,
  requesterId: string,
  error: unknown,
): Promise<AppError | undefined> {
  const conflict =
    isUniqueViolation(error) || (error instanceof AppError && error.code === 'CONFLICT');
  if (!conflict) return undefined;
  const intro = await repo.findIntroByPair(db, companyId, candidateId);
  if (!intro?.requestedBy || intro.requestedBy === requesterId) return undefined;
  const member = await findMemberName(db, companyId, intro.requestedBy);
  const text = teammateAskedText(member?.fullName ?? null, intro.requestedAt, intro.status);
  return new AppError('CONFLICT', text, undefined, 'Intro Requested');
}

/**
 * A re-request of the pair's request `id` (spec 1 §4): under its lock, the new role, note and
 * pay written, then the lifecycle's `re_request` (refused unless the candidate declined or it
 * expired), in one transaction. @returns the request, or undefined when it is gone meanwhile.
 */
async function reRequest(
  ctx: AppContext,
  id: string,
  details: Partial<repo.IntroRow> & { requestedBy: string },
): Promise<repo.IntroRow | undefined> {
  return streamTransaction(ctx.db, async (tx) => {
    const existing = await repo.findIntroWithParties(tx, { id }, { lock: true });
    if (!existing) return undefined;
    const changed = Object.fromEntries(
      Object.entries(details).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(changed).length > 0) await repo.updateIntro(tx, id, changed);
    const row = await applyToIntro(tx, ctx, { id }, { type: 're_request' });
    await incrementCompanyIntroCount(tx, row.intro.companyId);
    return row.intro;
  });
}

/** The company's intro requests, newest first, paginated. */
export async function listCompanyIntroRequests(
  ctx: AppContext,
  companyId: string,
  page: number,
  limit: number,
) {
  const [rows, total] = await Promise.all([
    repo.listForCompany(ctx.db, companyId, limit, (page - 1) * limit),
    repo.countForCompany(ctx.db, companyId),
  ]);
  const now = ctx.now();
  const activeGigs = await gigsRepo.findActiveGigsOfCompany(
    ctx.db,
    companyId,
    rows.map((r) => r.intro.candidateId),
  );
  const names = await memberNamesOf(
    ctx.db,
    rows.map((r) => ({ companyId, userId: r.intro.requestedBy })),
  );
  return {
    items: rows.map((r) =>
      toCompanyIntro(r.intro, r.candidate, now, activeGigs.get(r.intro.candidateId) ?? null, names),
    ),
    total,
    page,
    pageSize: limit,
  };
}

/** One of the company's own intro requests. @throws AppError NOT_FOUND for anyone else's. */
export async function getCompanyIntroRequest(ctx: AppContext, companyId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const row = await repo.findIntroWithParties(ctx.db, { id, companyId });
  if (!row) throw notFound();
  return toCompanyIntro(
    row.intro,
    row.candidate,
    ctx.now(),
    await activeGigWith(ctx.db, companyId, row.intro.candidateId),
    await namesOf(ctx.db, row.intro),
  );
}

/** The requester's name of one request (issue #33 item 4). */
function namesOf(db: Db, intro: repo.IntroRow) {
  return memberNamesOf(db, [{ companyId: intro.companyId, userId: intro.requestedBy }]);
}

/** The candidate's intro requests, newest first (spec 2 §2 "Intro Requests tab"). */
export async function listCandidateIntroRequests(
  ctx: AppContext,
  candidateId: string,
): Promise<CandidateIntroRequest[]> {
  const rows = await repo.listForCandidate(ctx.db, candidateId);
  const now = ctx.now();
  const rates = await companyBookingRatesFor(ctx.db, [
    ...new Set(rows.map((r) => r.intro.companyId)),
  ]);
  const names = await memberNamesOf(
    ctx.db,
    rows.map((r) => ({ companyId: r.intro.companyId, userId: r.intro.requestedBy })),
  );
  return rows.map((row) =>
    toCandidateIntro(row, now, rates.get(row.intro.companyId) ?? null, names),
  );
}

const linkNotFound = () =>
  new AppError('NOT_FOUND', introTexts.notFound, undefined, 'Request Not Found');

function byToken(token: string): repo.IntroSelector | null {
  if (token.length < 20 || token.length > 200) return null;
  return { responseTokenHash: hashToken(token) };
}

/** What the response link shows (spec 2 §2 "Intro response page"); no login needed. */
export async function viewByToken(ctx: AppContext, token: string): Promise<IntroResponseView> {
  const which = byToken(token);
  const row = which ? await repo.findIntroWithParties(ctx.db, which) : undefined;
  if (!row) throw linkNotFound();
  return {
    status: row.intro.status,
    companyId: row.intro.companyId,
    companyName: row.company.companyName,
    companyHiringRoles: row.company.hiringRoles,
    requestedBy: requesterLine(
      row.intro,
      await namesOf(ctx.db, row.intro),
      row.company.companyName,
    ),
    roleDescription: row.intro.roleDescription,
    message: row.intro.message,
    compensation: compensationOf(row.intro),
    candidateName: fullName(row.candidate),
    candidateRole: row.candidate.role,
    candidateHasCalendarLink: Boolean(row.candidate.calendarUrl),
    company: {
      companyName: row.company.companyName,
      hiringRoles: row.company.hiringRoles,
      bookingRate:
        (await companyBookingRatesFor(ctx.db, [row.intro.companyId])).get(row.intro.companyId) ??
        null,
      verifiedDomain: row.company.verifiedDomain,
    },
  };
}

/** The answer as a lifecycle event: accepting offers slots, or points to the calendar link. */
function answerEvent(input: IntroResponseInput, hasCalendarLink: boolean): IntroEvent {
  return input.response === 'accepted'
    ? { type: 'accept', slots: (input.slots ?? []).map((s) => new Date(s)), hasCalendarLink }
    : { type: 'decline' };
}

/**
 * Records the candidate's answer (spec 2 §4): only a `requested` request can be answered; the
 * company is e-mailed either way. Accepting may offer 2–5 slots (issue #17).
 * @throws AppError CONFLICT with the spec's 'already been responded to (Status: …)' text;
 *   VALIDATION_FAILED `{ slots }` for times that break the rules.
 */
async function answer(
  ctx: AppContext,
  which: repo.IntroSelector,
  input: IntroResponseInput,
  missing: () => AppError,
) {
  const row = await streamTransaction(ctx.db, async (tx) => {
    const found = await repo.findIntroWithParties(tx, which);
    if (!found) throw missing();
    return applyToIntro(
      tx,
      ctx,
      which,
      answerEvent(input, Boolean(found.candidate.calendarUrl)),
      missing,
    );
  });
  return {
    status: row.intro.status,
    message: input.response === 'accepted' ? introTexts.accepted : introTexts.declined,
  };
}

/** Answers through the e-mailed link (no login). @throws AppError NOT_FOUND for a bad link. */
export async function respondByToken(ctx: AppContext, token: string, input: IntroResponseInput) {
  const which = byToken(token);
  if (!which) throw linkNotFound();
  return answer(ctx, which, input, linkNotFound);
}

/** The logged-in candidate answers from the dashboard. @throws AppError NOT_FOUND for others' requests. */
export async function respondAsCandidate(
  ctx: AppContext,
  candidateId: string,
  id: string,
  input: IntroResponseInput,
) {
  if (!isUuid(id)) throw notFound();
  return answer(ctx, { id, candidateId }, input, notFound);
}

/** Runs a company event on its own request and answers the updated request. */
async function companyEvent(ctx: AppContext, companyId: string, id: string, event: IntroEvent) {
  if (!isUuid(id)) throw notFound();
  const row = await streamTransaction(ctx.db, (tx) =>
    applyToIntro(tx, ctx, { id, companyId }, event),
  );
  return toCompanyIntro(
    row.intro,
    row.candidate,
    ctx.now(),
    await activeGigWith(ctx.db, companyId, row.intro.candidateId),
    await namesOf(ctx.db, row.intro),
  );
}

/** Runs a candidate event on their own request and answers the updated request. */
async function candidateEvent(ctx: AppContext, candidateId: string, id: string, event: IntroEvent) {
  if (!isUuid(id)) throw notFound();
  return streamTransaction(ctx.db, async (tx) => {
    await applyToIntro(tx, ctx, { id, candidateId }, event);
    const [row] = (await repo.listForCandidate(tx, candidateId)).filter((r) => r.intro.id === id);
    const rates = await companyBookingRatesFor(tx, [row!.intro.companyId]);
    return toCandidateIntro(row!, ctx.now(), rates.get(row!.intro.companyId) ?? null);
  });
}

/**
 * Opens the candidate's booking link (spec 1 §4 "Scheduling"): the meeting is marked scheduled;
 * no time is booked by it (docs/decisions/026).
 * @returns the candidate's calendar link (null: 'Manual Scheduling Required') and the intro.
 */
export async function scheduleMeeting(ctx: AppContext, companyId: string, id: string) {
  const intro = await companyEvent(ctx, companyId, id, { type: 'schedule' });
  return { calendarUrl: intro.contact?.calendarUrl ?? null, intro };
}

/**
 * 'Call Booking Confirmed' (spec 1 §4): the company confirms a time it booked through the
 * candidate's calendar link; it must lie ahead (issue #17). Both sides get the invitation.
 */
export async function bookCall(
  ctx: AppContext,
  companyId: string,
  id: string,
  input: BookCallInput,
) {
  return companyEvent(ctx, companyId, id, {
    type: 'book_call',
    meetingTime: new Date(input.meetingTime),
  });
}

/** 'Meeting Completed!' (spec 1 §4): only once the booked call has started (issue #17). */
export async function completeMeeting(ctx: AppContext, companyId: string, id: string) {
  return companyEvent(ctx, companyId, id, { type: 'complete_meeting' });
}

/** The company's decision after the call (issue #17); the candidate is told, kindly. */
export async function recordOutcome(
  ctx: AppContext,
  companyId: string,
  id: string,
  input: RecordOutcomeInput,
) {
  return companyEvent(ctx, companyId, id, {
    type: 'record_outcome',
    outcome: input.outcome,
    reason: input.reason ?? null,
    note: input.note ?? null,
  });
}

/**
 * Sends the self-reminder once per intro (spec 1 §4 "Meeting reminder"): only for an accepted
 * intro with no booked call for more than 48 hours and no reminder yet; the candidate is nudged
 * to offer times too.
 */
export async function sendMeetingReminder(ctx: AppContext, companyId: string, id: string) {
  return companyEvent(ctx, companyId, id, { type: 'remind' });
}

/** What either side may do to the call (issue #17): offer times, pick one, cancel, reopen. */
export type CallStep =
  | { type: 'offer_slots'; slots: string[] }
  | { type: 'book_slot'; start: string }
  | { type: 'cancel_call'; reason: string }
  | { type: 'reopen' };

function callEvent(step: CallStep, by: IntroSide): IntroEvent {
  switch (step.type) {
    case 'offer_slots':
      return { type: 'offer_slots', by, slots: step.slots.map((s) => new Date(s)) };
    case 'book_slot':
      return { type: 'book_slot', by, start: new Date(step.start) };
    case 'cancel_call':
      return { type: 'cancel_call', by, reason: step.reason };
    case 'reopen':
      return { type: 'reopen', by };
  }
}

/** A company's call step on its own request; answers the updated request. */
export async function companyCallStep(
  ctx: AppContext,
  companyId: string,
  id: string,
  step: CallStep,
) {
  return companyEvent(ctx, companyId, id, callEvent(step, 'company'));
}

/** A candidate's call step on their own request; answers the updated request. */
export async function candidateCallStep(
  ctx: AppContext,
  candidateId: string,
  id: string,
  step: CallStep,
) {
  return candidateEvent(ctx, candidateId, id, callEvent(step, 'candidate'));
}

/**
 * The timers' work (issue #17; spec 1 §4 reminder): every request for which an expiry, a
 * reminder or closing as stale is due at `ctx.now()` gets it, once — the lifecycle decides under each
 * row's lock, so several processes (or a run after a crash) never do one twice.
 * @returns how many events each timer applied.
 */
export async function runIntroTimers(
  ctx: AppContext,
): Promise<Record<(typeof timerEvents)[number], number>> {
  const now = ctx.now();
  const done = Object.fromEntries(timerEvents.map((t) => [t, 0])) as Record<
    (typeof timerEvents)[number],
    number
  >;
  for (const type of timerEvents) {
    const ids = await repo.findTimerCandidates(ctx.db, type, now, 500);
    for (const id of ids) {
      try {
        await streamTransaction(ctx.db, (tx) => applyToIntro(tx, ctx, { id }, { type }));
        done[type]++;
      } catch (error) {
        // Refused (done by another process, or no longer due) or gone: nothing to do.
        if (!(error instanceof AppError)) throw error;
      }
    }
  }
  return done;
}

/**
 * The row for a company's intro whose call has a booked time, with a calendar event's fields: the
 * calendar file is offered only for a booked time (issue #30; before, a file for "now" was sent).
 * @throws AppError NOT_FOUND for no such intro of the company; CONFLICT with the lifecycle's text
 *   when the intro is not accepted; CONFLICT 'No Call Booked' when no time is booked yet.
 */
export async function meetingDetails(ctx: AppContext, companyId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const row = await repo.findIntroWithParties(ctx.db, { id, companyId });
  if (!row) throw notFound();
  const refusal = notAcceptedRefusal(row.intro.status);
  if (refusal) throw refusalError(refusal);
  if (!row.intro.meetingTime) {
    throw new AppError(
      'CONFLICT',
      'No time is booked for this call yet. The calendar file is ready once a time is booked.',
      undefined,
      'No Call Booked',
    );
  }
  return row;
}
