/**
 * The intro-request lifecycle (spec 1 §4 "Intro request status", "Scheduling", "Meeting reminder";
 * spec 2 §4 "Intro request"): request (with the free plan's monthly limit), the candidate's answer
 * by link or dashboard, scheduling, booking and completing the intro call, and the reminder.
 * A company reaches only its own requests and a candidate only theirs; any other id is 404.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { introRequests } from '../../../db/schema';
import { FREE_INTRO_REQUESTS_PER_MONTH } from '../../../shared/billing/schemas';
import {
  introTexts,
  REMINDER_AFTER_MS,
  type CandidateIntroRequest,
  type CompanyIntroRequest,
  type CreateIntroRequestInput,
  type IntroResponseView,
} from '../../../shared/intro-requests/schemas';
import type { AppContext } from '../../context';
import { notify, templateContext } from '../../email/notify';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { isUuid } from '../../lib/ids';
import { hashToken, newToken } from '../../lib/tokens';
import { toIntroSummary } from '../talent-feed/talent-feed.service';
import * as repo from './intro-requests.repo';

const notFound = () => new AppError('NOT_FOUND', 'Intro request not found.');

/** The first day of next month, UTC: when the free allowance resets. */
export function nextMonthlyReset(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

function reminderDue(intro: repo.IntroRow, now = Date.now()): boolean {
  return (
    intro.status === 'accepted' &&
    !intro.meetingMarkedByCompany &&
    !intro.meetingCompleted &&
    intro.meetingReminderSentAt === null &&
    intro.acceptedAt !== null &&
    now - intro.acceptedAt.getTime() > REMINDER_AFTER_MS
  );
}

function fullName(p: { firstName: string; lastName: string }) {
  return `${p.firstName} ${p.lastName}`.trim();
}

/**
 * Creates an intro request, or re-requests a declined one (which does not count again), and queues
 * the three e-mails of spec 1 §7. A free company may create 2 new requests per calendar month (UTC);
 * the check and the count are one atomic statement, so concurrent requests cannot exceed it.
 * @throws AppError NOT_FOUND (candidate missing or not approved), FORBIDDEN (company paused or
 *   blacklisted), CONFLICT (already requested), LIMIT_REACHED (402, free plan limit).
 */
export async function createIntroRequest(
  ctx: AppContext,
  companyId: string,
  input: CreateIntroRequestInput,
) {
  const token = newToken();
  try {
    return await ctx.db.transaction(async (tx) => {
      const company = await repo.findCompanyForUpdate(tx, companyId);
      if (!company)
        throw new AppError('NOT_FOUND', 'Could not find company data. Please log in again.');
      if (company.status === 'paused' || company.status === 'blacklisted') {
        throw new AppError(
          'FORBIDDEN',
          `Your company account is ${company.status}, so it cannot request intros. Please contact support.`,
          undefined,
          'Account Restricted',
        );
      }
      const candidate = await repo.findApprovedCandidateContact(tx, input.candidateId);
      if (!candidate)
        throw new AppError(
          'NOT_FOUND',
          introTexts.candidateMissing,
          undefined,
          'Candidate Not Found',
        );

      const existing = await repo.findIntroByPair(tx, companyId, input.candidateId);
      let intro: repo.IntroRow;
      if (existing) {
        if (existing.status !== 'declined') {
          throw new AppError(
            'CONFLICT',
            'You have already requested an intro to this candidate.',
            undefined,
            'Intro Requested',
          );
        }
        // Re-request: back to requested with the meeting cleared; not counted again (spec 1 §4).
        intro = await repo.updateIntro(tx, existing.id, {
          status: 'requested',
          message: input.message ?? null,
          roleDescription: input.roleDescription ?? null,
          meetingScheduled: false,
          meetingMarkedByCompany: false,
          meetingTime: null,
          meetingCompleted: false,
          meetingReminderSentAt: null,
          candidateResponse: null,
          candidateResponseDate: null,
          acceptedAt: null,
          responseTokenHash: hashToken(token),
          requestedAt: new Date(),
        });
      } else {
        if (company.planTier === 'free') {
          const allowed = await repo.takeMonthlyIntroAllowance(
            tx,
            companyId,
            FREE_INTRO_REQUESTS_PER_MONTH,
          );
          if (!allowed) {
            const resets = nextMonthlyReset().toLocaleDateString('en-US', {
              month: 'long',
              day: 'numeric',
              year: 'numeric',
              timeZone: 'UTC',
            });
            throw new AppError(
              'LIMIT_REACHED',
              `Free plans include ${FREE_INTRO_REQUESTS_PER_MONTH} new intro requests per month. Your limit resets on ${resets}. Upgrade to Pro for unlimited intro requests.`,
              undefined,
              'Free Plan Limit Reached',
            );
          }
        }
        intro = await repo.insertIntro(tx, {
          companyId,
          candidateId: input.candidateId,
          message: input.message ?? null,
          roleDescription: input.roleDescription ?? null,
          responseTokenHash: hashToken(token),
        });
      }
      await repo.incrementCompanyIntroCount(tx, companyId);

      const tctx = templateContext(ctx.config);
      const candidateName = fullName(candidate);
      await notify(tx, tctx, 'introRequestCompanyConfirmation', {
        companyEmail: company.email,
        companyName: company.companyName,
        companyContactName: company.fullName,
        candidateName,
        candidateRole: candidate.role,
      });
      await notify(tx, tctx, 'introRequestCandidateNotification', {
        candidateEmail: candidate.email,
        candidateName,
        candidateFirstName: candidate.firstName,
        candidateRole: candidate.role,
        companyName: company.companyName,
        companyHiringRoles: company.hiringRoles,
        requestId: intro.id,
        responseUrl: `${ctx.config.APP_URL}/intro-response/${token}`,
      });
      await notify(tx, tctx, 'adminAlertNewIntro', {
        companyName: company.companyName,
        companyEmail: company.email,
        candidateName,
        candidateRole: candidate.role,
        timestamp: intro.requestedAt.toISOString(),
        requestId: intro.id,
      });
      return { id: intro.id, candidateId: intro.candidateId, rerequested: Boolean(existing) };
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

function toCompanyIntro(
  row: Awaited<ReturnType<typeof repo.listForCompany>>[number],
): CompanyIntroRequest {
  const i = row.intro;
  return {
    ...toIntroSummary(i),
    candidateId: i.candidateId,
    candidateName: `${row.candidateFirstName} ${row.candidateLastName}`.trim(),
    candidateFirstName: row.candidateFirstName,
    candidateRole: row.candidateRole,
    candidateEmail: row.candidateEmail,
    candidateCalendarUrl: row.candidateCalendarUrl,
    message: i.message,
    roleDescription: i.roleDescription,
    requestedAt: i.requestedAt.toISOString(),
    acceptedAt: i.acceptedAt?.toISOString() ?? null,
    candidateResponseDate: i.candidateResponseDate?.toISOString() ?? null,
    meetingReminderSentAt: i.meetingReminderSentAt?.toISOString() ?? null,
    reminderDue: reminderDue(i),
  };
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
  return { items: rows.map(toCompanyIntro), total, page, pageSize: limit };
}

/** One of the company's own intro requests. @throws AppError NOT_FOUND for anyone else's. */
export async function getCompanyIntroRequest(ctx: AppContext, companyId: string, id: string) {
  const row = await loadForCompany(ctx, companyId, id);
  return toCompanyIntro({
    intro: row.intro,
    candidateFirstName: row.candidate.firstName,
    candidateLastName: row.candidate.lastName,
    candidateRole: row.candidate.role,
    candidateCalendarUrl: row.candidate.calendarUrl,
    candidateEmail: row.candidate.email,
  });
}

async function loadForCompany(ctx: AppContext, companyId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const row = await repo.findIntroWithParties(
    ctx.db,
    and(eq(introRequests.id, id), eq(introRequests.companyId, companyId))!,
  );
  if (!row) throw notFound();
  return row;
}

/** The candidate's intro requests, newest first (spec 2 §2 "Intro Requests tab"). */
export async function listCandidateIntroRequests(
  ctx: AppContext,
  candidateId: string,
): Promise<CandidateIntroRequest[]> {
  const rows = await repo.listForCandidate(ctx.db, candidateId);
  return rows.map(({ intro, companyName, companyHiringRoles }) => ({
    id: intro.id,
    status: intro.status,
    companyName,
    companyHiringRoles,
    message: intro.message,
    roleDescription: intro.roleDescription,
    requestedAt: intro.requestedAt.toISOString(),
    candidateResponse: intro.candidateResponse,
    candidateResponseDate: intro.candidateResponseDate?.toISOString() ?? null,
  }));
}

function toResponseView(row: repo.IntroWithParties): IntroResponseView {
  return {
    status: row.intro.status,
    companyName: row.company.companyName,
    companyHiringRoles: row.company.hiringRoles,
    roleDescription: row.intro.roleDescription,
    candidateName: fullName(row.candidate),
    candidateRole: row.candidate.role,
  };
}

async function loadByToken(ctx: AppContext, token: string) {
  if (token.length < 20 || token.length > 200)
    throw new AppError('NOT_FOUND', introTexts.notFound, undefined, 'Request Not Found');
  const row = await repo.findIntroWithParties(
    ctx.db,
    eq(introRequests.responseTokenHash, hashToken(token)),
  );
  if (!row) throw new AppError('NOT_FOUND', introTexts.notFound, undefined, 'Request Not Found');
  return row;
}

/** What the response link shows (spec 2 §2 "Intro response page"); no login needed. */
export async function viewByToken(ctx: AppContext, token: string): Promise<IntroResponseView> {
  return toResponseView(await loadByToken(ctx, token));
}

/**
 * Records the candidate's answer: only a `requested` request can be answered. Accepting resets the
 * meeting fields (spec 2 §4); both answers record the response and date and e-mail the company.
 * @throws AppError CONFLICT with the spec's 'already been responded to (Status: …)' text.
 */
async function answer(
  ctx: AppContext,
  row: repo.IntroWithParties,
  response: 'accepted' | 'declined',
) {
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [updated] = await tx
      .update(introRequests)
      .set({
        status: response,
        candidateResponse: response,
        candidateResponseDate: now,
        acceptedAt: response === 'accepted' ? now : null,
        meetingScheduled: false,
        meetingMarkedByCompany: false,
        meetingTime: null,
        meetingCompleted: false,
        updatedAt: now,
      })
      .where(and(eq(introRequests.id, row.intro.id), eq(introRequests.status, 'requested')))
      .returning();
    if (!updated) {
      const [current] = await tx
        .select({ status: introRequests.status })
        .from(introRequests)
        .where(eq(introRequests.id, row.intro.id));
      throw new AppError(
        'CONFLICT',
        introTexts.alreadyResponded(current?.status ?? row.intro.status),
        undefined,
        'Already Responded',
      );
    }
    await notify(
      tx,
      templateContext(ctx.config),
      response === 'accepted'
        ? 'introAcceptedByCandidateToCompany'
        : 'introDeclinedByCandidateToCompany',
      {
        companyEmail: row.company.email,
        companyName: row.company.companyName,
        companyContactName: row.company.fullName,
        candidateName: fullName(row.candidate),
        candidateRole: row.candidate.role,
        candidateEmail: row.candidate.email,
        candidateCalendarUrl: row.candidate.calendarUrl,
        candidateId: row.intro.candidateId,
      },
    );
    return {
      status: updated.status,
      message: response === 'accepted' ? introTexts.accepted : introTexts.declined,
    };
  });
}

export async function respondByToken(
  ctx: AppContext,
  token: string,
  response: 'accepted' | 'declined',
) {
  return answer(ctx, await loadByToken(ctx, token), response);
}

/** The logged-in candidate answers from the dashboard. @throws AppError NOT_FOUND for others' requests. */
export async function respondAsCandidate(
  ctx: AppContext,
  candidateId: string,
  id: string,
  response: 'accepted' | 'declined',
) {
  if (!isUuid(id)) throw notFound();
  const row = await repo.findIntroWithParties(
    ctx.db,
    and(eq(introRequests.id, id), eq(introRequests.candidateId, candidateId))!,
  );
  if (!row) throw notFound();
  return answer(ctx, row, response);
}

function requireAccepted(intro: repo.IntroRow) {
  if (intro.status === 'requested')
    throw new AppError('CONFLICT', 'The candidate has not accepted this intro yet.');
  if (intro.status === 'declined')
    throw new AppError('CONFLICT', 'The candidate declined this intro.');
}

/**
 * Marks the meeting scheduled now (spec 1 §4 "Scheduling"); the page opens the calendar link.
 * @returns the candidate's calendar link (null: 'Manual Scheduling Required') and the intro.
 */
export async function scheduleMeeting(ctx: AppContext, companyId: string, id: string) {
  const row = await loadForCompany(ctx, companyId, id);
  requireAccepted(row.intro);
  if (row.intro.meetingCompleted)
    throw new AppError('CONFLICT', 'This meeting is already completed.');
  await repo.updateIntro(ctx.db, id, {
    meetingScheduled: true,
    meetingTime: row.intro.meetingTime ?? new Date(),
  });
  return {
    calendarUrl: row.candidate.calendarUrl,
    intro: await getCompanyIntroRequest(ctx, companyId, id),
  };
}

/**
 * 'Call Booking Confirmed' (spec 1 §4): marks the call booked by the company at `meetingTime`
 * (default now), which unlocks proposing a gig; queues meetingScheduledCompanyNotification.
 */
export async function bookCall(
  ctx: AppContext,
  companyId: string,
  id: string,
  meetingTime?: string,
) {
  const row = await loadForCompany(ctx, companyId, id);
  requireAccepted(row.intro);
  if (row.intro.meetingCompleted)
    throw new AppError('CONFLICT', 'This meeting is already completed.');
  const time = meetingTime ? new Date(meetingTime) : new Date();
  await ctx.db.transaction(async (tx) => {
    await repo.updateIntro(tx, id, {
      meetingScheduled: true,
      meetingMarkedByCompany: true,
      meetingTime: time,
    });
    await notify(tx, templateContext(ctx.config), 'meetingScheduledCompanyNotification', {
      companyEmail: row.company.email,
      companyContactName: row.company.fullName,
      candidateName: fullName(row.candidate),
      candidateRole: row.candidate.role,
      meetingTime: time.toISOString(),
    });
  });
  return getCompanyIntroRequest(ctx, companyId, id);
}

/** 'Meeting Completed!' (spec 1 §4): needs a scheduled meeting; queues meetingCompletedCompanyNotification. */
export async function completeMeeting(ctx: AppContext, companyId: string, id: string) {
  const row = await loadForCompany(ctx, companyId, id);
  requireAccepted(row.intro);
  if (!row.intro.meetingScheduled)
    throw new AppError('CONFLICT', 'Schedule the meeting before marking it completed.');
  if (row.intro.meetingCompleted)
    throw new AppError('CONFLICT', 'This meeting is already completed.');
  await ctx.db.transaction(async (tx) => {
    await repo.updateIntro(tx, id, { meetingCompleted: true });
    await notify(tx, templateContext(ctx.config), 'meetingCompletedCompanyNotification', {
      companyEmail: row.company.email,
      companyContactName: row.company.fullName,
      candidateName: fullName(row.candidate),
      candidateRole: row.candidate.role,
      meetingTime: (row.intro.meetingTime ?? new Date()).toISOString(),
      candidateId: row.intro.candidateId,
    });
  });
  return getCompanyIntroRequest(ctx, companyId, id);
}

/**
 * Sends the self-reminder once per intro (spec 1 §4 "Meeting reminder"): only for an accepted intro
 * with no booked call for more than 48 hours and no reminder yet. The once-only rule is one
 * conditional UPDATE, shared with the automatic reminder job.
 */
export async function sendMeetingReminder(ctx: AppContext, companyId: string, id: string) {
  const row = await loadForCompany(ctx, companyId, id);
  if (!reminderDue(row.intro)) {
    throw new AppError(
      'CONFLICT',
      row.intro.meetingReminderSentAt
        ? 'A reminder was already sent for this intro.'
        : 'No reminder is due for this intro.',
    );
  }
  const sent = await markReminderAndQueue(ctx, row);
  if (!sent) throw new AppError('CONFLICT', 'A reminder was already sent for this intro.');
  return getCompanyIntroRequest(ctx, companyId, id);
}

/** Sets meeting_reminder_sent_at if still unset and queues companyMeetingReminderSelf; false if already sent. */
export async function markReminderAndQueue(
  ctx: AppContext,
  row: repo.IntroWithParties,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(introRequests)
      .set({ meetingReminderSentAt: new Date(), updatedAt: new Date() })
      .where(and(eq(introRequests.id, row.intro.id), isNull(introRequests.meetingReminderSentAt)))
      .returning({ id: introRequests.id });
    if (!marked) return false;
    await notify(tx, templateContext(ctx.config), 'companyMeetingReminderSelf', {
      companyEmail: row.company.email,
      companyFirstName: row.company.fullName.split(/\s+/)[0] ?? row.company.fullName,
      candidateName: fullName(row.candidate),
      candidateCalendarUrl: row.candidate.calendarUrl,
    });
    return true;
  });
}

/** The row for a company's intro with a calendar event's fields. */
export async function meetingDetails(ctx: AppContext, companyId: string, id: string) {
  const row = await loadForCompany(ctx, companyId, id);
  requireAccepted(row.intro);
  return row;
}
