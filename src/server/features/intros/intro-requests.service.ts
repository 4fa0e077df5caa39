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
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client';
import { availabilityTexts } from '../../../shared/candidates/availability';
import {
  FREE_INTRO_REQUESTS_PER_MONTH,
  LIMIT_REACHED_TITLE,
  limitReachedText,
  nextMonthlyReset,
  usageMonth,
} from '../../../shared/billing/schemas';
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
  applyIntroEvent,
  isAccepted,
  newIntroState,
  notAcceptedRefusal,
  timerEvents,
  type IntroEvent,
  type Refusal,
} from '../../domain/intro-lifecycle';
import { AppError } from '../../platform/lib/app-error';
import { isUniqueViolation } from '../../platform/lib/db-errors';
import { isUuid } from '../../platform/lib/ids';
import { hashToken, newToken } from '../../platform/lib/tokens';
import * as candidatesRepo from '../candidates';
import { assertCompanyMayAct } from '../companies';
import { applyConversationEffect } from '../conversations';
import * as gigsRepo from './gigs.repo';
import { notificationsJson } from '../notifications';
import {
  introNotificationRows,
  notificationEvent,
  writeIntroNotifications,
} from '../notifications';
import { companyBookingRatesFor, recordStats } from '../responsiveness';
import { emailsJson } from '../../email/outbox.repo';
import { queueIntroEmails, renderIntroEmails } from './intro-emails';
import * as repo from './intro-requests.repo';
import { fullName, introState, toCandidateIntro, toCompanyIntro } from './intro-views';
import { notifyEvents, streamTransaction } from '../../platform/stream-events.repo';

export { contactFor, introState, toIntroSummary } from './intro-views';

const notFound = () => new AppError('NOT_FOUND', 'Intro request not found.');

/**
 * A lifecycle refusal as the API answers it: 400 with the field's message for bad input, 409
 * with the lifecycle's text for a step the intro's state does not allow.
 */
export function refusalError(refusal: Refusal): AppError {
  return refusal.field
    ? new AppError(
        'VALIDATION_FAILED',
        refusal.message,
        { [refusal.field]: refusal.message },
        refusal.title,
      )
    : new AppError('CONFLICT', refusal.message, undefined, refusal.title);
}

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

function limitReached(now: Date) {
  return new AppError(
    'LIMIT_REACHED',
    limitReachedText(nextMonthlyReset(now)),
    undefined,
    LIMIT_REACHED_TITLE,
  );
}

/** Whether the plan's new requests count against a monthly allowance: the free plan's. */
const hasMonthlyAllowance = (planTier: string) => planTier === 'free';

/**
 * Whether a first request of the company now would be refused for the free allowance: the
 * lifecycle says a first request counts, the plan is free, and `used` (the month's count, read
 * with the request's other facts) is at the limit. A read, to refuse early; the count in the
 * request's statement decides.
 */
function allowanceUsedUp(planTier: string, used: number, now: Date): boolean {
  const first = applyIntroEvent(null, { type: 'request' }, now);
  if (!first.ok || !first.countsTowardLimit || !hasMonthlyAllowance(planTier)) return false;
  return used >= FREE_INTRO_REQUESTS_PER_MONTH;
}

/**
 * Counts a new request against a free company's allowance for this month, atomically.
 * @returns the month it counted in, or null for a paid plan.
 * @throws AppError LIMIT_REACHED (402) when the month's allowance is used up.
 */
async function countRequest(tx: Db, companyId: string, planTier: string, now: Date) {
  if (!hasMonthlyAllowance(planTier)) return null;
  const month = usageMonth(now);
  const allowed = await repo.takeMonthlyIntroAllowance(
    tx,
    companyId,
    month,
    FREE_INTRO_REQUESTS_PER_MONTH,
  );
  if (!allowed) throw limitReached(now);
  return month;
}

/**
 * The one way an existing request changes: under its row lock, ask the lifecycle, write the
 * changes, count or return the free allowance, write the notifications, queue the e-mails. Runs in `tx` (the caller's
 * transaction).
 * @returns the request after the event, with its parties.
 * @throws AppError NOT_FOUND when `which` matches nothing; CONFLICT (409) or VALIDATION_FAILED
 *   (400) with the lifecycle's text when the event is refused; LIMIT_REACHED when a counted
 *   re-request finds the allowance used up.
 */
export async function applyToIntro(
  tx: Db,
  ctx: AppContext,
  which: repo.IntroSelector,
  event: IntroEvent,
  missing: () => AppError = notFound,
): Promise<repo.IntroWithParties> {
  const before = await repo.findIntroWithParties(tx, which, { lock: true });
  if (!before) throw missing();
  const now = ctx.now();
  const result = applyIntroEvent(introState(before.intro), event, now);
  if (!result.ok) throw refusalError(result);
  const token = result.newResponseToken ? newToken() : undefined;
  const countedMonth = result.countsTowardLimit
    ? await countRequest(tx, before.intro.companyId, before.company.planTier, now)
    : undefined;
  const returned = result.refundsAllowance ? before.intro.countedMonth : null;
  if (returned) await repo.returnMonthlyIntroAllowance(tx, before.intro.companyId, returned);
  const intro = await repo.updateIntro(tx, before.intro.id, {
    ...result.changes,
    ...(token ? { responseTokenHash: hashToken(token) } : {}),
    ...(countedMonth !== undefined ? { countedMonth } : {}),
    ...(returned ? { countedMonth: null } : {}),
  });
  await recordStats(tx, before.intro, result.stats, now);
  const after = { ...before, intro };
  // Issue #16: the pair's conversation opens when the candidate accepts, closes when it ends.
  await applyConversationEffect(
    tx,
    result.conversation,
    {
      id: intro.id,
      companyId: intro.companyId,
      candidateId: intro.candidateId,
      status: intro.status,
      companyName: before.company.companyName,
      candidateName: fullName(before.candidate),
    },
    now,
  );
  // Issue #16: the side the step happened to is told, in this transaction (docs/decisions/040).
  await writeIntroNotifications(
    tx,
    result.notifications,
    {
      introId: intro.id,
      companyId: intro.companyId,
      candidateId: intro.candidateId,
      companyName: before.company.companyName,
      candidateName: fullName(before.candidate),
    },
    now,
  );
  await queueIntroEmails(tx, ctx, result.emails, after, {
    responseToken: token,
    before,
    allowanceReturned: Boolean(returned) && returned === usageMonth(now),
  });
  return after;
}

/**
 * Creates an intro request, or re-requests a declined or expired one, and queues the three
 * e-mails of spec 1 §7. A free company may create 2 new requests per calendar month (UTC): the
 * check and the count are one atomic statement, so concurrent requests cannot exceed it. A
 * re-request after a decline does not count again; one after an expiry does (the expiry gave the
 * allowance back).
 * @throws AppError NOT_FOUND (candidate missing or not approved), CONFLICT 'Intros Paused' (the
 *   candidate paused new intros, docs/decisions/028), FORBIDDEN (company paused or blacklisted),
 *   ONBOARDING_REQUIRED (preferences pending, spec 1 §4), CONFLICT (already requested),
 *   LIMIT_REACHED (402, free plan limit).
 */
export async function createIntroRequest(
  ctx: AppContext,
  companyId: string,
  input: CreateIntroRequestInput,
) {
  // Read in one round trip before the transaction (docs/decisions/052): it takes no locks, so
  // inside it the reads would see nothing more certain (read committed), only later.
  const now = ctx.now();
  const context = await repo.findRequestContext(ctx.db, {
    companyId,
    candidateId: input.candidateId,
    month: usageMonth(now),
  });
  if (!context)
    throw new AppError('NOT_FOUND', 'Could not find company data. Please log in again.');
  const { company, candidate, known, usedThisMonth } = context;
  assertCompanyMayAct(company, 'intro');
  if (candidate?.status !== 'approved')
    throw new AppError('NOT_FOUND', introTexts.candidateMissing, undefined, 'Candidate Not Found');
  // A paused candidate takes no new requests, re-requests included (docs/decisions/028).
  if (candidate.pausedAt)
    throw new AppError('CONFLICT', availabilityTexts.candidatePaused, undefined, 'Intros Paused');
  // A first request that this month's allowance cannot take is refused before it is written;
  // the count in its statement stays the guard against requests made at the same moment.
  if (!known && allowanceUsedUp(company.planTier, usedThisMonth, now)) throw limitReached(now);
  // The role and note (issue #15, docs/decisions/034): an empty text clears one; on a
  // re-request, one left out keeps what the request said before.
  const given = (value: string | undefined) => (value === undefined ? undefined : value || null);
  const details = {
    message: given(input.message),
    roleDescription: given(input.roleDescription),
  };
  try {
    const rerequested = known ? await reRequest(ctx, known.id, details) : undefined;
    if (rerequested)
      return { id: rerequested.id, candidateId: rerequested.candidateId, rerequested: true };
    const intro = await requestFirst(ctx, company, candidate, details);
    return { id: intro.id, candidateId: intro.candidateId, rerequested: false };
  } catch (error) {
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

/** A company as a new request needs it, with its e-mail (`repo.findRequestContext`). */
type RequestingCompany = NonNullable<
  Awaited<ReturnType<typeof repo.findRequestContext>>
>['company'];

/**
 * A first request for the pair (spec 1 §4, §7): the lifecycle's step from no request, written in
 * one statement (`insertIntroWithEffects`, docs/decisions/052) — the free allowance counted if
 * the step counts, and only then the request, its notification and stream event, its three
 * e-mails and the company's count — then the events announced.
 * @returns the stored request.
 * @throws AppError LIMIT_REACHED (402) when the allowance is used up (nothing written); the unique
 *   violation when a request for the pair was made meanwhile.
 */
async function requestFirst(
  ctx: AppContext,
  company: RequestingCompany,
  candidate: Omit<candidatesRepo.CandidateRow, 'emailVerifiedAt'>,
  details: { message?: string | null; roleDescription?: string | null },
): Promise<repo.IntroRow> {
  const now = ctx.now();
  const result = applyIntroEvent(null, { type: 'request' }, now);
  if (!result.ok) throw refusalError(result);
  const token = newToken();
  // The month whose free allowance the request takes, or null when it does not count.
  const month =
    result.countsTowardLimit && hasMonthlyAllowance(company.planTier) ? usageMonth(now) : null;
  const intro: repo.IntroRow = {
    id: randomUUID(),
    companyId: company.id,
    candidateId: candidate.id,
    message: details.message ?? null,
    roleDescription: details.roleDescription ?? null,
    responseTokenHash: hashToken(token),
    countedMonth: month,
    ...newIntroState(now),
    ...result.changes,
    createdAt: now,
    updatedAt: now,
  };
  const row: repo.IntroWithParties = {
    intro,
    candidate,
    company: {
      companyName: company.companyName,
      fullName: company.fullName,
      hiringRoles: company.hiringRoles,
      planTier: company.planTier,
      timezone: company.timezone,
      email: company.email,
    },
  };
  const notifications = introNotificationRows(
    result.notifications,
    {
      introId: intro.id,
      companyId: company.id,
      candidateId: candidate.id,
      companyName: company.companyName,
      candidateName: fullName(candidate),
    },
    now,
  );
  const { stored, appended } = await repo.insertIntroWithEffects(ctx.db, {
    intro,
    allowance: month ? { month, limit: FREE_INTRO_REQUESTS_PER_MONTH } : null,
    notificationsJson: notificationsJson(notifications),
    events: notifications.map(notificationEvent),
    emailsJson: emailsJson(renderIntroEmails(ctx, result.emails, row, { responseToken: token })),
  });
  if (!stored) throw limitReached(now);
  await notifyEvents(ctx.db, appended);
  return intro;
}

/**
 * A re-request of the pair's request `id` (spec 1 §4): under its lock, the new role and note
 * written, then the lifecycle's `re_request` (refused unless the candidate declined or it
 * expired), in one transaction. @returns the request, or undefined when it is gone meanwhile.
 */
async function reRequest(
  ctx: AppContext,
  id: string,
  details: { message?: string | null; roleDescription?: string | null },
): Promise<repo.IntroRow | undefined> {
  return streamTransaction(ctx.db, async (tx) => {
    const existing = await repo.findIntroWithParties(tx, { id }, { lock: true });
    if (!existing) return undefined;
    const changed = Object.fromEntries(
      Object.entries(details).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(changed).length > 0) await repo.updateIntro(tx, id, changed);
    const row = await applyToIntro(tx, ctx, { id }, { type: 're_request' });
    await repo.incrementCompanyIntroCount(tx, row.intro.companyId);
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
  return {
    items: rows.map((r) =>
      toCompanyIntro(r.intro, r.candidate, now, activeGigs.get(r.intro.candidateId) ?? null),
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
  );
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
  return rows.map((row) => toCandidateIntro(row, now, rates.get(row.intro.companyId) ?? null));
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
    roleDescription: row.intro.roleDescription,
    message: row.intro.message,
    candidateName: fullName(row.candidate),
    candidateRole: row.candidate.role,
    candidateHasCalendarLink: Boolean(row.candidate.calendarUrl),
    company: {
      companyName: row.company.companyName,
      hiringRoles: row.company.hiringRoles,
      bookingRate:
        (await companyBookingRatesFor(ctx.db, [row.intro.companyId])).get(row.intro.companyId) ??
        null,
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
