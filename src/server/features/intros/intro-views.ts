/**
 * What each side sees of an intro request, derived from the stored row and the lifecycle
 * (spec 1 §4 "Intro request status (company view)", spec 2 §2 "Intro Requests tab"; issue #17).
 * Contact details reach a company only while the candidate has accepted its intro
 * (docs/decisions/013).
 */
import type { MemberName } from '../companies';
import type {
  CandidateContact,
  CandidateIntroRequest,
  CompanyIntroRequest,
  IntroOutcome,
  IntroSummary,
} from '../../../shared/intro-requests/schemas';
import type { CompanyBookingRate } from '../../../shared/responsiveness/schemas';
import type { Compensation } from '../../../shared/intro-requests/compensation';
import {
  candidateIntroActionsFor,
  companyIntroActionsFor,
  introFacts,
  isAccepted,
  type IntroState,
} from '../../domain/intro-lifecycle';
import type { ActiveGigRow } from './gigs.repo';
import type * as repo from './intro-requests.repo';

export function fullName(p: { firstName: string; lastName: string }) {
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
    candidateReminderSentAt: row.candidateReminderSentAt,
    callReminder24hSentAt: row.callReminder24hSentAt,
    callReminder1hSentAt: row.callReminder1hSentAt,
    slots: (row.slots ?? []).map((d) => new Date(d)),
    slotsOfferedBy: row.slotsOfferedBy,
    callCancelledAt: row.callCancelledAt,
    callCancelledBy: row.callCancelledBy,
    callCancelReason: row.callCancelReason,
    outcome: row.outcome,
    outcomeReason: row.outcomeReason as IntroState['outcomeReason'],
    outcomeNote: row.outcomeNote,
    outcomeAt: row.outcomeAt,
    closedAt: row.closedAt,
    calendarSequence: row.calendarSequence,
  };
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * The pay a stored request states (issue #35, docs/decisions/077); null for a request from before
 * pay was required, which the pages show as "Not stated".
 */
export function compensationOf(row: repo.IntroRow): Compensation | null {
  const { compensationKind: kind, compensationCurrency: currency } = row;
  const { compensationMin: min, compensationMax: max, compensationPeriod: period } = row;
  if (!kind || !currency || !period || min === null || max === null) return null;
  return { kind, currency, period, min, max };
}

/** The request's columns for a stated pay (issue #35). */
export function compensationColumns(pay: Compensation) {
  return {
    compensationKind: pay.kind,
    compensationCurrency: pay.currency,
    compensationMin: pay.min,
    compensationMax: pay.max,
    compensationPeriod: pay.period,
  };
}

/** The parts of the state both sides see: the call, the offered times, a cancellation. */
function sharedView(s: IntroState) {
  return {
    slots: s.slots.map((d) => d.toISOString()),
    slotsOfferedBy: s.slotsOfferedBy,
    callCancellation:
      s.callCancelledAt && s.callCancelledBy
        ? {
            at: s.callCancelledAt.toISOString(),
            by: s.callCancelledBy,
            reason: s.callCancelReason ?? '',
          }
        : null,
    closedAt: iso(s.closedAt),
  };
}

/**
 * What a company sees of its intro (feed card, dashboard), derived from the stored state.
 * `activeGig`: its gig with this candidate in progress, else one still proposed; one in progress
 * holds back Propose Gig (docs/decisions/024).
 */
/** Member names keyed `companyId:userId` (`memberNamesOf`), for "Requested by" (issue #33). */
export type RequesterNames = Map<string, MemberName>;

/** Who asked for the intro, as the company's pages show it (issue #33 item 4). */
export function requestedByOf(
  row: repo.IntroRow,
  names: RequesterNames,
): IntroSummary['requestedBy'] {
  const member = row.requestedBy ? names.get(`${row.companyId}:${row.requestedBy}`) : undefined;
  return {
    userId: member ? row.requestedBy : null,
    name: member?.fullName ?? null,
    former: member ? member.removed : true,
    at: row.requestedAt.toISOString(),
  };
}

/**
 * Who asked, as the candidate reads it (issue #33 item 8): "Dana Lee, Head of Engineering at
 * Acme"; null when the member's account is gone.
 */
export function requesterLine(
  row: repo.IntroRow,
  names: RequesterNames,
  companyName: string,
): string | null {
  const member = row.requestedBy ? names.get(`${row.companyId}:${row.requestedBy}`) : undefined;
  if (!member) return null;
  const title = member.jobTitle && member.jobTitle !== 'Other' ? `, ${member.jobTitle}` : '';
  return `${member.fullName}${title} at ${companyName}`;
}

export function toIntroSummary(
  row: repo.IntroRow,
  now: Date,
  activeGig: ActiveGigRow | null = null,
  names: RequesterNames = new Map(),
): IntroSummary {
  const state = introState(row);
  const facts = introFacts(state, now);
  return {
    id: row.id,
    status: row.status,
    meetingScheduled: facts.meetingScheduled,
    meetingMarkedByCompany: facts.meetingMarkedByCompany,
    meetingCompleted: facts.meetingCompleted,
    meetingTime: iso(state.meetingTime),
    candidateResponse: facts.candidateResponse,
    ...sharedView(state),
    outcome: state.outcome,
    actions: companyIntroActionsFor(state, now, activeGig),
    activeGig,
    requestedBy: requestedByOf(row, names),
  };
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
    | 'email'
    | 'calendarUrl'
    | 'linkedinUrl'
    | 'portfolioUrl'
    | 'githubUrl'
    | 'personalSiteUrl'
    | 'resumeKey'
  >,
): CandidateContact | undefined {
  if (!intro || !isAccepted(intro.status)) return undefined;
  return {
    email: candidate.email,
    calendarUrl: candidate.calendarUrl,
    linkedinUrl: candidate.linkedinUrl,
    portfolioUrl: candidate.portfolioUrl,
    // Whatever the "Show before an intro" choices say (docs/decisions/080).
    githubUrl: candidate.githubUrl,
    personalSiteUrl: candidate.personalSiteUrl,
    resumeUrl: candidate.resumeKey ? `/api/candidates/${candidateId}/resume` : null,
  };
}

/** When the candidate answered; null while the request waits (or waits again). */
function answerDate(intro: repo.IntroRow) {
  return intro.status === 'requested' || intro.status === 'expired' ? null : iso(intro.answeredAt);
}

/** A company's own intro request, as its dashboard and intro page show it. */
export function toCompanyIntro(
  intro: repo.IntroRow,
  candidate: repo.IntroCandidate,
  now: Date,
  activeGig: ActiveGigRow | null = null,
  names: RequesterNames = new Map(),
): CompanyIntroRequest {
  const facts = introFacts(introState(intro), now);
  return {
    ...toIntroSummary(intro, now, activeGig, names),
    candidateId: intro.candidateId,
    candidateName: fullName(candidate),
    candidateFirstName: candidate.firstName,
    candidateRole: candidate.role,
    contact: contactFor(intro, intro.candidateId, candidate),
    message: intro.message,
    roleDescription: intro.roleDescription,
    compensation: compensationOf(intro),
    candidateSalaryRange: candidate.salaryRange,
    requestedAt: intro.requestedAt.toISOString(),
    acceptedAt: iso(facts.acceptedAt),
    candidateResponseDate: answerDate(intro),
    meetingReminderSentAt: iso(intro.meetingReminderSentAt),
    reminderDue: facts.reminderDue,
    outcomeReason: intro.outcome === 'pass' ? introState(intro).outcomeReason : null,
    outcomeNote: intro.outcomeNote,
  };
}

/**
 * The company's outcome as the candidate reads it: kindly worded, without the company's private
 * reason or note (issue #17 "After the call").
 */
export function outcomeMessage(outcome: IntroOutcome | null, companyName: string): string | null {
  switch (outcome) {
    case 'propose_gig':
      return `${companyName} would like to work with you and is preparing a paid trial project.`;
    case 'keep_talking':
      return `${companyName} enjoyed the call and would like to keep talking.`;
    case 'pass':
      return `${companyName} has decided not to move forward this time. Thank you for taking the call — many more companies are looking.`;
    default:
      return null;
  }
}

/** A candidate's own intro request, as their dashboard shows it (spec 2 §2; issue #17). */
export function toCandidateIntro(
  row: {
    intro: repo.IntroRow;
    companyName: string;
    companyHiringRoles: string[];
    companyVerifiedDomain: string | null;
  },
  now: Date,
  bookingRate: CompanyBookingRate,
  names: RequesterNames = new Map(),
): CandidateIntroRequest {
  const { intro } = row;
  const state = introState(intro);
  return {
    id: intro.id,
    status: intro.status,
    companyId: intro.companyId,
    companyName: row.companyName,
    companyHiringRoles: row.companyHiringRoles,
    requestedBy: requesterLine(intro, names, row.companyName),
    message: intro.message,
    roleDescription: intro.roleDescription,
    compensation: compensationOf(intro),
    requestedAt: intro.requestedAt.toISOString(),
    candidateResponse: introFacts(state, now).candidateResponse,
    candidateResponseDate: answerDate(intro),
    meetingTime: iso(state.meetingTime),
    ...sharedView(state),
    outcomeMessage: outcomeMessage(state.outcome, row.companyName),
    actions: candidateIntroActionsFor(state, now),
    company: {
      id: intro.companyId,
      companyName: row.companyName,
      hiringRoles: row.companyHiringRoles,
      bookingRate,
      verifiedDomain: row.companyVerifiedDomain,
    },
  };
}
