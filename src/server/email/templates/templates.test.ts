/**
 * Every notification template (spec 1 §7, spec 2 §7, and those issues #3–#7 add): subject, HTML and
 * text from one source, user values escaped, absolute links from APP_URL. The fixtures map must
 * name every template, so a new template without a snapshot does not type-check.
 */
import { describe, expect, it } from 'vitest';
import { templates, type TemplateName, type TemplatePayload } from './index';

const ctx = { appUrl: 'https://app.warmintro.test', teamEmail: 'team@warmintro.test' };
const evil = '<script>alert("x")</script> & Co';
/** One side of an intro, as the booking e-mails of issue #17 address it. */
const side = {
  to: 'kim@example.com',
  firstName: 'Kim',
  otherName: 'Acme',
  href: '/candidate-dashboard?tab=intro-requests',
};

const fixtures: { [N in TemplateName]: TemplatePayload<N> } = {
  accountCreationWelcome: {
    companyEmail: 'ada@acme.example',
    companyName: evil,
    companyContactName: 'Ada Lovelace',
  },
  planUpgradeConfirmation: {
    companyEmail: 'ada@acme.example',
    companyName: evil,
    companyContactName: 'Ada Lovelace',
  },
  passwordReset: {
    email: 'ada@acme.example',
    name: 'Ada Lovelace',
    resetUrl: 'https://app.warmintro.test/reset-password?token=abc',
  },
  contactSubmissionTeam: {
    fullName: 'Jo Park',
    workEmail: 'jo@acme.example',
    companyName: evil,
    message: 'Hello <b>team</b>',
  },
  demoRequestTeam: { fullName: 'Jo Park', workEmail: 'jo@acme.example', companyName: evil },
  introRequestCompanyConfirmation: {
    companyEmail: 'ada@acme.example',
    companyName: evil,
    companyContactName: 'Ada Lovelace',
    candidateName: 'Kim Cho',
    candidateRole: 'Data Engineer',
  },
  introRequestCandidateNotification: {
    candidateEmail: 'kim@example.com',
    candidateName: 'Kim Cho',
    candidateFirstName: 'Kim',
    candidateRole: 'Data Engineer',
    companyName: evil,
    companyHiringRoles: ['Engineering', 'Design'],
    requestId: 'req-1',
    responseUrl: 'https://app.warmintro.test/intro-response/TOKEN',
  },
  adminAlertNewIntro: {
    companyName: evil,
    companyEmail: 'ada@acme.example',
    candidateName: 'Kim Cho',
    candidateRole: 'Data Engineer',
    timestamp: '2026-11-22T10:00:00.000Z',
    requestId: 'req-1',
  },
  introAcceptedByCandidateToCompany: {
    companyEmail: 'ada@acme.example',
    companyName: evil,
    companyContactName: 'Ada Lovelace',
    candidateName: 'Kim Cho',
    candidateRole: 'Data Engineer',
    candidateEmail: 'kim@example.com',
    candidateCalendarUrl: 'https://cal.com/kim',
    candidateId: 'cand-1',
  },
  introDeclinedByCandidateToCompany: {
    companyEmail: 'ada@acme.example',
    companyName: evil,
    companyContactName: 'Ada Lovelace',
    candidateName: 'Kim Cho',
    candidateRole: 'Data Engineer',
    candidateEmail: 'kim@example.com',
    candidateCalendarUrl: null,
    candidateId: 'cand-1',
  },
  meetingScheduledCompanyNotification: {
    companyEmail: 'ada@acme.example',
    companyContactName: 'Ada Lovelace',
    candidateName: 'Kim Cho',
    candidateRole: 'Data Engineer',
    meetingTime: '2026-12-01T15:00:00.000Z',
  },
  meetingCompletedCompanyNotification: {
    companyEmail: 'ada@acme.example',
    companyContactName: 'Ada Lovelace',
    candidateName: 'Kim Cho',
    candidateRole: 'Data Engineer',
    meetingTime: '2026-12-01T15:00:00.000Z',
    candidateId: 'cand-1',
  },
  companyMeetingReminderSelf: {
    companyEmail: 'ada@acme.example',
    companyFirstName: 'Ada',
    candidateName: evil,
    candidateCalendarUrl: 'https://cal.com/kim',
  },
  candidateSignupConfirmation: { candidateName: 'Kim Cho', email: 'kim@example.com' },
  adminAlertNewCandidate: {
    name: evil,
    email: 'kim@example.com',
    role: 'Data Engineer',
    id: 'cand-1',
    submittedAt: '2026-11-22T10:00:00.000Z',
  },
  candidateApproved: { email: 'kim@example.com', firstName: 'Kim' },
  candidateBookingNudge: { ...side, otherName: evil },
  slotsOffered: {
    ...side,
    otherName: evil,
    slots: ['2026-12-01T15:00:00.000Z', '2026-12-02T09:30:00.000Z'],
  },
  callInvitation: { ...side, otherName: evil, meetingTime: '2026-12-01T15:00:00.000Z' },
  callCancelled: { ...side, otherName: evil, reason: evil, cancelledByOtherSide: true },
  callReminder: { ...side, otherName: evil, meetingTime: '2026-12-01T15:00:00.000Z' },
  introOutcomeToCandidate: {
    ...side,
    otherName: evil,
    message: 'Acme enjoyed the call and would like to keep talking.',
  },
  introAnswerReminder: {
    ...side,
    otherName: evil,
    responseUrl: 'https://app.warmintro.test/intro-response/TOKEN',
  },
  introExpired: { ...side, otherName: evil, side: 'company', allowanceReturned: true },
  introStale: { ...side, otherName: evil, side: 'candidate' },
  introReopened: { ...side, otherName: evil },
  gigProposedToCandidate: {
    candidateEmail: 'kim@example.com',
    candidateFirstName: 'Kim',
    companyName: evil,
    gigTitle: 'Pricing page A/B test',
    budgetRange: '$500–$1,000',
    estimatedDuration: '1 week',
    startDate: '2027-01-04',
  },
  gigAnsweredByCandidate: {
    companyEmail: 'ada@acme.example',
    companyContactName: 'Ada Lovelace',
    candidateName: 'Kim Cho',
    gigTitle: evil,
    response: 'accepted',
  },
};

describe('notification templates', () => {
  for (const name of Object.keys(fixtures) as TemplateName[]) {
    it(`${name} renders subject, text and escaped HTML`, () => {
      const render = templates[name] as (
        p: unknown,
        c: typeof ctx,
      ) => ReturnType<(typeof templates)[typeof name]>;
      const email = render(fixtures[name], ctx);
      expect(email.to.length).toBeGreaterThan(0);
      expect(email.subject.length).toBeGreaterThan(0);
      expect(email.text.length).toBeGreaterThan(0);
      expect(email.html).not.toContain('<script>');
      for (const [, href] of email.html.matchAll(/href="([^"]+)"/g))
        expect(href).toMatch(/^https:\/\//);
      expect(email).toMatchSnapshot();
    });
  }

  it('covers every template', () => {
    expect(Object.keys(fixtures).sort()).toEqual(Object.keys(templates).sort());
  });
});
