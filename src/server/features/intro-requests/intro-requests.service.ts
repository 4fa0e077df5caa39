/**
 * Intro requests (spec 1 §4 "Intro request status", "Scheduling", "Meeting reminder"; spec 2 §4
 * "Intro request"): every change goes through the lifecycle (`src/server/domain/intro-lifecycle.ts`)
 * — this service loads the request under its row lock, asks the lifecycle, writes what it decided
 * and queues its e-mails, all in one transaction. A company reaches only its own requests and a
 * candidate only theirs; any other id is 404. Contact details reach a company only while the
 * candidate has accepted its intro (docs/decisions/013).
 */
import type { Db } from '../../../db/client';
import { FREE_INTRO_REQUESTS_PER_MONTH } from '../../../shared/billing/schemas';
import {
  introTexts,
  REMINDER_AFTER_MS,
  type CandidateContact,
  type CandidateIntroRequest,
  type CompanyIntroRequest,
  type CreateIntroRequestInput,
  type IntroResponseView,
  type IntroSummary,
} from '../../../shared/intro-requests/schemas';
import { ianaZoneOf } from '../../../shared/companies/time-zones';
import { absoluteUrl, paths } from '../../../shared/paths';
import type { AppContext } from '../../context';
import {
  applyIntroEvent,
  companyIntroActionsFor,
  introFacts,
  isAccepted,
  notAcceptedRefusal,
  type IntroEmail,
  type IntroEvent,
  type IntroState,
  type Refusal,
} from '../../domain/intro-lifecycle';
import { notify, templateContext } from '../../email/notify';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { isUuid } from '../../lib/ids';
import { hashToken, newToken } from '../../lib/tokens';
import * as candidatesRepo from '../candidates/candidates.repo';
import * as companiesRepo from '../companies/companies.repo';
import * as gigsRepo from '../gigs/gigs.repo';
import { assertCompanyMayAct } from '../companies/company-standing';
import * as repo from './intro-requests.repo';

const notFound = () => new AppError('NOT_FOUND', 'Intro request not found.');

/** A lifecycle refusal as the 409 the API answers. */
export function refusalError(refusal: Refusal): AppError {
  return new AppError('CONFLICT', refusal.message, undefined, refusal.title);
}

/** The first day of next month, UTC: when the free allowance resets. */
export function nextMonthlyReset(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

function fullName(p: { firstName: string; lastName: string }) {
  return `${p.firstName} ${p.lastName}`.trim();
}

/** The lifecycle's view of a stored row. */
export function introState(row: repo.IntroRow): IntroState {
  return {
    status: row.status,
    requestedAt: row.requestedAt,
    answeredAt: row.answeredAt,
    meetingScheduledAt: row.meetingScheduledAt,
    callBookedAt: row.callBookedAt,
    meetingTime: row.meetingTime,
    meetingCompletedAt: row.meetingCompletedAt,
    meetingReminderSentAt: row.meetingReminderSentAt,
  };
}

/**
 * What a company sees of its intro (feed card, dashboard), derived from the stored state.
 * `activeGig`: its gig with this candidate in progress, else one still proposed
 * (`gigsRepo.findActiveGigsOfCompany`); one in progress holds back Propose Gig
 * (docs/decisions/024).
 */
export function toIntroSummary(
  row: repo.IntroRow,
  now = new Date(),
  activeGig: gigsRepo.ActiveGigRow | null = null,
): IntroSummary {
  const state = introState(row);
  const facts = introFacts(state, now);
  return {
    id: row.id,
    status: row.status,
    meetingScheduled: facts.meetingScheduled,
    meetingMarkedByCompany: facts.meetingMarkedByCompany,
    meetingCompleted: facts.meetingCompleted,
    meetingTime: facts.meetingScheduled ? (row.meetingTime?.toISOString() ?? null) : null,
    candidateResponse: facts.candidateResponse,
    actions: companyIntroActionsFor(state, now, activeGig),
    activeGig,
  };
}

/** The company's gig with one candidate in progress, else still proposed, or null (docs/decisions/024). */
export async function activeGigWith(
  db: Db,
  companyId: string,
  candidateId: string,
): Promise<gigsRepo.ActiveGigRow | null> {
  return (
    (await gigsRepo.findActiveGigsOfCompany(db, companyId, [candidateId])).get(candidateId) ?? null
  );
}

/**
 * The candidate's contact details for a company — only while the candidate has accepted that
 * company's intro (docs/decisions/013); undefined otherwise, so the fields are absent.
 */
export function contactFor(
  intro: repo.IntroRow | undefined,
  candidateId: string,
  candidate: Pick<
    repo.IntroCandidate,
    'email' | 'calendarUrl' | 'linkedinUrl' | 'portfolioUrl' | 'resumeKey'
  >,
): CandidateContact | undefined {
  if (!intro || !isAccepted(intro.status)) return undefined;
  return {
    email: candidate.email,
    calendarUrl: candidate.calendarUrl,
    linkedinUrl: candidate.linkedinUrl,
    portfolioUrl: candidate.portfolioUrl,
    resumeUrl: candidate.resumeKey ? `/api/candidates/${candidateId}/resume` : null,
  };
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

function toCompanyIntro(
  intro: repo.IntroRow,
  candidate: repo.IntroCandidate,
  activeGig: gigsRepo.ActiveGigRow | null,
): CompanyIntroRequest {
  const now = new Date();
  const facts = introFacts(introState(intro), now);
  return {
    ...toIntroSummary(intro, now, activeGig),
    candidateId: intro.candidateId,
    candidateName: fullName(candidate),
    candidateFirstName: candidate.firstName,
    candidateRole: candidate.role,
    contact: contactFor(intro, intro.candidateId, candidate),
    message: intro.message,
    roleDescription: intro.roleDescription,
    requestedAt: intro.requestedAt.toISOString(),
    acceptedAt: facts.acceptedAt?.toISOString() ?? null,
    candidateResponseDate:
      intro.status === 'requested' ? null : (intro.answeredAt?.toISOString() ?? null),
    meetingReminderSentAt: intro.meetingReminderSentAt?.toISOString() ?? null,
    reminderDue: facts.reminderDue,
  };
}

/** The payload of each lifecycle e-mail, from the request and its parties. */
async function queueIntroEmail(
  tx: Db,
  ctx: AppContext,
  template: IntroEmail,
  row: repo.IntroWithParties,
  extras: { responseToken?: string },
) {
  const tctx = templateContext(ctx.config);
  const candidateName = fullName(row.candidate);
  const { intro, candidate, company } = row;
  switch (template) {
    case 'introRequestCompanyConfirmation':
      return notify(tx, tctx, template, {
        companyEmail: company.email,
        companyName: company.companyName,
        companyContactName: company.fullName,
        candidateName,
        candidateRole: candidate.role,
      });
    case 'introRequestCandidateNotification':
      return notify(tx, tctx, template, {
        candidateEmail: candidate.email,
        candidateName,
        candidateFirstName: candidate.firstName,
        candidateRole: candidate.role,
        companyName: company.companyName,
        companyHiringRoles: company.hiringRoles,
        requestId: intro.id,
        responseUrl: absoluteUrl(
          ctx.config.APP_URL,
          paths.introResponse.getHref(extras.responseToken!),
        ),
      });
    case 'adminAlertNewIntro':
      return notify(tx, tctx, template, {
        companyName: company.companyName,
        companyEmail: company.email,
        candidateName,
        candidateRole: candidate.role,
        timestamp: intro.requestedAt.toISOString(),
        requestId: intro.id,
      });
    case 'introAcceptedByCandidateToCompany':
    case 'introDeclinedByCandidateToCompany':
      return notify(tx, tctx, template, {
        companyEmail: company.email,
        companyName: company.companyName,
        companyContactName: company.fullName,
        candidateName,
        candidateRole: candidate.role,
        candidateEmail: candidate.email,
        candidateCalendarUrl: candidate.calendarUrl,
        candidateId: intro.candidateId,
      });
    case 'meetingScheduledCompanyNotification':
    case 'meetingCompletedCompanyNotification':
      return notify(tx, tctx, template, {
        companyEmail: company.email,
        companyContactName: company.fullName,
        candidateName,
        candidateRole: candidate.role,
        meetingTime: (intro.meetingTime ?? new Date()).toISOString(),
        companyTimeZone: ianaZoneOf(company.timezone),
        candidateId: intro.candidateId,
      });
    case 'companyMeetingReminderSelf':
      return notify(tx, tctx, template, {
        companyEmail: company.email,
        companyFirstName: company.fullName.split(/\s+/)[0] ?? company.fullName,
        candidateName,
        candidateCalendarUrl: candidate.calendarUrl,
      });
  }
}

/**
 * The one way an existing request changes: under its row lock, ask the lifecycle, write the
 * changes, queue the e-mails. Runs in `tx` (the caller's transaction).
 * @returns the request after the event, with its parties.
 * @throws AppError NOT_FOUND when `which` matches nothing; CONFLICT (409) with the lifecycle's
 *   text when the event is refused.
 */
export async function applyToIntro(
  tx: Db,
  ctx: AppContext,
  which: repo.IntroSelector,
  event: IntroEvent,
  missing: () => AppError = notFound,
): Promise<repo.IntroWithParties> {
  const row = await repo.findIntroWithParties(tx, which, { lock: true });
  if (!row) throw missing();
  const result = applyIntroEvent(introState(row.intro), event, new Date());
  if (!result.ok) throw refusalError(result);
  const token = result.newResponseToken ? newToken() : undefined;
  const intro = await repo.updateIntro(tx, row.intro.id, {
    ...result.changes,
    ...(token ? { responseTokenHash: hashToken(token) } : {}),
  });
  const updated = { ...row, intro };
  for (const email of result.emails)
    await queueIntroEmail(tx, ctx, email, updated, { responseToken: token });
  return updated;
}

/**
 * Creates an intro request, or re-requests a declined one (which does not count again), and queues
 * the three e-mails of spec 1 §7. A free company may create 2 new requests per calendar month (UTC);
 * the check and the count are one atomic statement, so concurrent requests cannot exceed it.
 * @throws AppError NOT_FOUND (candidate missing or not approved), FORBIDDEN (company paused or
 *   blacklisted), ONBOARDING_REQUIRED (preferences pending, spec 1 §4), CONFLICT (already
 *   requested), LIMIT_REACHED (402, free plan limit).
 */
export async function createIntroRequest(
  ctx: AppContext,
  companyId: string,
  input: CreateIntroRequestInput,
) {
  try {
    return await ctx.db.transaction(async (tx) => {
      const company = await companiesRepo.findCompany(tx, companyId);
      if (!company)
        throw new AppError('NOT_FOUND', 'Could not find company data. Please log in again.');
      assertCompanyMayAct(company, 'intro');
      const candidate = await candidatesRepo.findCandidate(tx, input.candidateId);
      if (candidate?.status !== 'approved')
        throw new AppError(
          'NOT_FOUND',
          introTexts.candidateMissing,
          undefined,
          'Candidate Not Found',
        );
      const existing = await repo.findIntroByPair(tx, companyId, input.candidateId, {
        lock: true,
      });
      const details = {
        message: input.message ?? null,
        roleDescription: input.roleDescription ?? null,
      };
      let row: repo.IntroWithParties;
      if (existing) {
        // Re-request (spec 1 §4): the lifecycle refuses it unless the candidate declined.
        await repo.updateIntro(tx, existing.id, details);
        row = await applyToIntro(tx, ctx, { id: existing.id }, { type: 're_request' });
      } else {
        const result = applyIntroEvent(null, { type: 'request' }, new Date());
        if (!result.ok) throw refusalError(result);
        if (result.countsTowardLimit && company.planTier === 'free') {
          const allowed = await repo.takeMonthlyIntroAllowance(
            tx,
            companyId,
            FREE_INTRO_REQUESTS_PER_MONTH,
          );
          if (!allowed) throw limitReached();
        }
        const token = newToken();
        const intro = await repo.insertIntro(tx, {
          companyId,
          candidateId: input.candidateId,
          ...details,
          ...result.changes,
          responseTokenHash: hashToken(token),
        });
        row = {
          intro,
          candidate,
          company: {
            companyName: company.companyName,
            fullName: company.fullName,
            hiringRoles: company.hiringRoles,
            timezone: company.timezone,
            email: company.email,
          },
        };
        for (const email of result.emails)
          await queueIntroEmail(tx, ctx, email, row, { responseToken: token });
      }
      await repo.incrementCompanyIntroCount(tx, companyId);
      return { id: row.intro.id, candidateId: row.intro.candidateId, rerequested: !!existing };
    });
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

function limitReached() {
  const resets = nextMonthlyReset().toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return new AppError(
    'LIMIT_REACHED',
    `Free plans include ${FREE_INTRO_REQUESTS_PER_MONTH} new intro requests per month. Your limit resets on ${resets}. Upgrade to Pro for unlimited intro requests.`,
    undefined,
    'Free Plan Limit Reached',
  );
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
  const activeGigs = await gigsRepo.findActiveGigsOfCompany(
    ctx.db,
    companyId,
    rows.map((r) => r.intro.candidateId),
  );
  return {
    items: rows.map((r) =>
      toCompanyIntro(r.intro, r.candidate, activeGigs.get(r.intro.candidateId) ?? null),
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
    await activeGigWith(ctx.db, companyId, row.intro.candidateId),
  );
}

/** The candidate's intro requests, newest first (spec 2 §2 "Intro Requests tab"). */
export async function listCandidateIntroRequests(
  ctx: AppContext,
  candidateId: string,
): Promise<CandidateIntroRequest[]> {
  const rows = await repo.listForCandidate(ctx.db, candidateId);
  const now = new Date();
  return rows.map(({ intro, companyName, companyHiringRoles }) => ({
    id: intro.id,
    status: intro.status,
    companyName,
    companyHiringRoles,
    message: intro.message,
    roleDescription: intro.roleDescription,
    requestedAt: intro.requestedAt.toISOString(),
    candidateResponse: introFacts(introState(intro), now).candidateResponse,
    candidateResponseDate:
      intro.status === 'requested' ? null : (intro.answeredAt?.toISOString() ?? null),
  }));
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
    companyName: row.company.companyName,
    companyHiringRoles: row.company.hiringRoles,
    roleDescription: row.intro.roleDescription,
    candidateName: fullName(row.candidate),
    candidateRole: row.candidate.role,
  };
}

/**
 * Records the candidate's answer (spec 2 §4): only a `requested` request can be answered; the
 * company is e-mailed either way.
 * @throws AppError CONFLICT with the spec's 'already been responded to (Status: …)' text.
 */
async function answer(
  ctx: AppContext,
  which: repo.IntroSelector,
  response: 'accepted' | 'declined',
  missing: () => AppError,
) {
  const row = await ctx.db.transaction((tx) =>
    applyToIntro(tx, ctx, which, { type: response === 'accepted' ? 'accept' : 'decline' }, missing),
  );
  return {
    status: row.intro.status,
    message: response === 'accepted' ? introTexts.accepted : introTexts.declined,
  };
}

/** Answers through the e-mailed link (no login). @throws AppError NOT_FOUND for a bad link. */
export async function respondByToken(
  ctx: AppContext,
  token: string,
  response: 'accepted' | 'declined',
) {
  const which = byToken(token);
  if (!which) throw linkNotFound();
  return answer(ctx, which, response, linkNotFound);
}

/** The logged-in candidate answers from the dashboard. @throws AppError NOT_FOUND for others' requests. */
export async function respondAsCandidate(
  ctx: AppContext,
  candidateId: string,
  id: string,
  response: 'accepted' | 'declined',
) {
  if (!isUuid(id)) throw notFound();
  return answer(ctx, { id, candidateId }, response, notFound);
}

/** Runs a company event on its own request and answers the updated request. */
async function companyEvent(ctx: AppContext, companyId: string, id: string, event: IntroEvent) {
  if (!isUuid(id)) throw notFound();
  const row = await ctx.db.transaction((tx) => applyToIntro(tx, ctx, { id, companyId }, event));
  return toCompanyIntro(
    row.intro,
    row.candidate,
    await activeGigWith(ctx.db, companyId, row.intro.candidateId),
  );
}

/**
 * Marks the meeting scheduled now (spec 1 §4 "Scheduling"); the page opens the calendar link.
 * @returns the candidate's calendar link (null: 'Manual Scheduling Required') and the intro.
 */
export async function scheduleMeeting(ctx: AppContext, companyId: string, id: string) {
  const intro = await companyEvent(ctx, companyId, id, { type: 'schedule' });
  return { calendarUrl: intro.contact?.calendarUrl ?? null, intro };
}

/**
 * 'Call Booking Confirmed' (spec 1 §4): the call is booked at `meetingTime` (default now), which
 * unlocks proposing a gig; queues meetingScheduledCompanyNotification.
 */
export async function bookCall(
  ctx: AppContext,
  companyId: string,
  id: string,
  meetingTime?: string,
) {
  return companyEvent(ctx, companyId, id, {
    type: 'book_call',
    meetingTime: meetingTime ? new Date(meetingTime) : new Date(),
  });
}

/** 'Meeting Completed!' (spec 1 §4): queues meetingCompletedCompanyNotification. */
export async function completeMeeting(ctx: AppContext, companyId: string, id: string) {
  return companyEvent(ctx, companyId, id, { type: 'complete_meeting' });
}

/**
 * Sends the self-reminder once per intro (spec 1 §4 "Meeting reminder"): only for an accepted
 * intro with no booked call for more than 48 hours and no reminder yet.
 */
export async function sendMeetingReminder(ctx: AppContext, companyId: string, id: string) {
  return companyEvent(ctx, companyId, id, { type: 'remind' });
}

/**
 * The reminder job's work (issue #8): every request whose reminder is due gets it, once — the
 * lifecycle decides under the row lock, so several processes never send one twice.
 * @returns how many reminders were queued.
 */
export async function sendDueReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const ids = await repo.findReminderCandidates(
    ctx.db,
    ['accepted', 'meeting_scheduled'],
    new Date(now.getTime() - REMINDER_AFTER_MS),
    500,
  );
  let queued = 0;
  for (const id of ids) {
    try {
      await ctx.db.transaction((tx) => applyToIntro(tx, ctx, { id }, { type: 'remind' }));
      queued++;
    } catch (error) {
      // Refused (already sent by another process, or no longer due) or gone: nothing to do.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return queued;
}

/** The row for a company's accepted intro with a calendar event's fields. */
export async function meetingDetails(ctx: AppContext, companyId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const row = await repo.findIntroWithParties(ctx.db, { id, companyId });
  if (!row) throw notFound();
  const refusal = notAcceptedRefusal(row.intro.status);
  if (refusal) throw refusalError(refusal);
  return row;
}
