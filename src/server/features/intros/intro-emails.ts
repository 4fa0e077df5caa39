/**
 * The e-mails of an intro's life: the lifecycle names each one and its recipient
 * (`IntroMail`); this module gives it its payload from the request and its parties and queues it
 * in the caller's transaction (spec 1 §7, spec 2 §7; issue #17 for booking and timers).
 */
import { ianaZoneOf } from '../../../shared/companies/time-zones';
import { absoluteUrl, paths } from '../../../shared/paths';
import type { AppContext } from '../../platform/context';
import type { IntroSide } from '../../../shared/intro-requests/schemas';
import type { IntroMail } from '../../domain/intro-lifecycle';
import {
  renderNotification,
  templateContext,
  type OutboxEmailValues,
} from '../../platform/email/notify';
import type { IntroRecipient } from '../../platform/email/templates/intro-booking';
import { meetingIcs } from './meeting-calendar';
import type * as repo from './intro-requests.repo';
import { compensationOf, fullName, outcomeMessage } from './intro-views';
import { formatCompensation } from '../../../shared/intro-requests/compensation';

export interface IntroEmailExtras {
  /** The new response link's token, for the e-mails that carry it. */
  responseToken?: string;
  /** The request before the event: a cancelled call's time for its calendar cancellation. */
  before?: repo.IntroWithParties;
  /** For an expiry: whether a free-plan company got its request back. */
  allowanceReturned?: boolean;
}

/** Where each side acts on this intro: the company's intro page, the candidate's dashboard. */
function recipient(row: repo.IntroWithParties, side: IntroSide): IntroRecipient {
  const candidateName = fullName(row.candidate);
  return side === 'company'
    ? {
        to: row.company.email,
        firstName: row.company.fullName.split(/\s+/)[0] || row.company.fullName,
        otherName: candidateName,
        href: paths.introConfirmation.getHref(row.intro.candidateId, row.intro.id),
      }
    : {
        to: row.candidate.email,
        firstName: row.candidate.firstName,
        otherName: row.company.companyName,
        href: paths.candidateDashboard.getHref('intro-requests'),
      };
}

/**
 * The lifecycle's e-mails of one step, rendered, not queued: the executor queues them in the
 * step's transaction or in a first request's one statement (docs/decisions/052).
 * @throws AppError BAD_REQUEST from `renderNotification` when a template has no recipient (should
 *   not happen).
 */
export function renderIntroEmails(
  ctx: AppContext,
  mails: readonly IntroMail[],
  row: repo.IntroWithParties,
  extras: IntroEmailExtras = {},
): OutboxEmailValues[] {
  // The company's e-mails go to each member who hears of this request (issue #33 item 7).
  return mails.flatMap((mail) =>
    mail.to === 'company'
      ? row.company.recipients.map((r) =>
          introEmail(
            ctx,
            mail,
            { ...row, company: { ...row.company, email: r.email, fullName: r.fullName } },
            extras,
          ),
        )
      : [introEmail(ctx, mail, row, extras)],
  );
}

/** One lifecycle e-mail, rendered with its payload from the request and its parties. */
function introEmail(
  ctx: AppContext,
  mail: IntroMail,
  row: repo.IntroWithParties,
  extras: IntroEmailExtras,
): OutboxEmailValues {
  const tctx = templateContext(ctx.config);
  const candidateName = fullName(row.candidate);
  const { intro, candidate, company } = row;
  const side: IntroSide = mail.to === 'candidate' ? 'candidate' : 'company';
  const to = recipient(row, side);
  const calendar =
    mail.calendar === 'request'
      ? { method: 'REQUEST' as const, ics: meetingIcs(row, ctx.config.APP_URL, 'REQUEST') }
      : mail.calendar === 'cancel'
        ? {
            method: 'CANCEL' as const,
            ics: meetingIcs(
              {
                ...row,
                intro: { ...row.intro, meetingTime: extras.before?.intro.meetingTime ?? null },
              },
              ctx.config.APP_URL,
              'CANCEL',
            ),
          }
        : undefined;
  switch (mail.template) {
    case 'introRequestCompanyConfirmation':
      return renderNotification(tctx, mail.template, {
        companyEmail: company.email,
        companyName: company.companyName,
        companyContactName: company.fullName,
        candidateName,
        candidateRole: candidate.role,
      });
    case 'introRequestCandidateNotification':
      return renderNotification(tctx, mail.template, {
        candidateEmail: candidate.email,
        candidateName,
        candidateFirstName: candidate.firstName,
        candidateRole: candidate.role,
        companyName: company.companyName,
        companyHiringRoles: company.hiringRoles,
        requestId: intro.id,
        roleDescription: intro.roleDescription,
        message: intro.message,
        companyVerifiedDomain: company.verifiedDomain,
        pay: formatCompensation(compensationOf(intro)),
        responseUrl: absoluteUrl(
          ctx.config.APP_URL,
          paths.introResponse.getHref(extras.responseToken!),
        ),
      });
    case 'adminAlertNewIntro':
      return renderNotification(tctx, mail.template, {
        companyName: company.companyName,
        companyEmail: company.email,
        candidateName,
        candidateRole: candidate.role,
        timestamp: intro.requestedAt.toISOString(),
        requestId: intro.id,
      });
    case 'introAcceptedByCandidateToCompany':
    case 'introDeclinedByCandidateToCompany':
      return renderNotification(tctx, mail.template, {
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
      return renderNotification(tctx, mail.template, {
        companyEmail: company.email,
        companyContactName: company.fullName,
        candidateName,
        candidateRole: candidate.role,
        meetingTime: (intro.meetingTime ?? ctx.now()).toISOString(),
        companyTimeZone: ianaZoneOf(company.timezone),
        candidateId: intro.candidateId,
      });
    case 'companyMeetingReminderSelf':
      return renderNotification(tctx, mail.template, {
        companyEmail: company.email,
        companyFirstName: to.firstName,
        candidateName,
        candidateCalendarUrl: candidate.calendarUrl,
      });
    case 'candidateBookingNudge':
    case 'introReopened':
      return renderNotification(tctx, mail.template, to);
    case 'slotsOffered':
      return renderNotification(
        tctx,
        mail.template,
        { ...to, slots: intro.slots.map((d) => new Date(d).toISOString()) },
        { calendar },
      );
    case 'callInvitation':
    case 'callReminder':
      return renderNotification(
        tctx,
        mail.template,
        { ...to, meetingTime: (intro.meetingTime ?? ctx.now()).toISOString() },
        { calendar },
      );
    case 'callCancelled':
      return renderNotification(
        tctx,
        mail.template,
        {
          ...to,
          reason: intro.callCancelReason ?? '',
          cancelledByOtherSide: intro.callCancelledBy !== null && intro.callCancelledBy !== side,
        },
        { calendar },
      );
    case 'introOutcomeToCandidate':
      return renderNotification(tctx, mail.template, {
        ...to,
        message: outcomeMessage(intro.outcome, company.companyName) ?? '',
      });
    case 'introAnswerReminder':
      return renderNotification(tctx, mail.template, {
        ...to,
        responseUrl: absoluteUrl(
          ctx.config.APP_URL,
          paths.introResponse.getHref(extras.responseToken!),
        ),
      });
    case 'introExpired':
      return renderNotification(tctx, mail.template, {
        ...to,
        href: side === 'company' ? paths.talent.getHref() : to.href,
        side,
        allowanceReturned: extras.allowanceReturned,
      });
    case 'introStale':
      return renderNotification(tctx, mail.template, { ...to, side });
  }
}
