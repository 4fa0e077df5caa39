/**
 * Every notification template (spec 1 §7, spec 2 §7, and those issues #3–#7 add): subject, HTML and
 * text from one source, user values escaped, absolute links from APP_URL. The fixtures map must
 * name every template, so a new template without a snapshot does not type-check.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brand, renderEmail } from '../layout';
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
  availabilityCheck: {
    email: 'kim@example.com',
    firstName: evil,
    confirmUrl: 'https://app.warmintro.test/still-open/TOKEN',
  },
  availabilityPaused: {
    email: 'kim@example.com',
    firstName: 'Kim',
    confirmUrl: 'https://app.warmintro.test/still-open/TOKEN',
  },
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
  emailVerification: {
    email: 'ada@acme.example',
    name: evil,
    verifyUrl: 'https://app.warmintro.test/verify-email?token=abc',
  },
  signupAttempt: { email: 'ada@acme.example', name: evil },
  teamInvitation: {
    email: 'dana@acme.example',
    companyName: evil,
    invitedByName: 'Ada Lovelace',
    roleLabel: 'Member',
    joinUrl: 'https://app.warmintro.test/join/TOKEN',
  },
  domainVerification: {
    email: 'jobs@acme.example',
    domain: 'acme.example',
    companyName: evil,
    requestedByName: 'Ada Lovelace',
    verifyUrl: 'https://app.warmintro.test/verify-domain?token=TOKEN',
  },
  domainVerified: { to: ['ada@acme.example'], domain: 'acme.example', companyName: evil },
  newSignIn: {
    email: 'ada@acme.example',
    name: evil,
    device: evil,
    network: '203.0.113.0/24',
    at: '2026-11-29T09:30:00.000Z',
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
    roleDescription: 'Lead data engineer',
    message: 'We loved your talk on <streaming> & would like to chat.',
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
    companyTimeZone: 'America/New_York',
  },
  meetingCompletedCompanyNotification: {
    companyEmail: 'ada@acme.example',
    companyContactName: 'Ada Lovelace',
    candidateName: 'Kim Cho',
    candidateRole: 'Data Engineer',
    meetingTime: '2026-12-01T15:00:00.000Z',
    companyTimeZone: 'America/New_York',
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
  candidateRejected: { email: 'kim@example.com', firstName: evil, reason: 'could_not_verify' },
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
  savedSearchAlert: {
    to: 'ada@acme.example',
    firstName: 'Ada',
    searchName: evil,
    candidates: [
      { name: evil, role: 'Backend Engineer', location: 'Berlin', href: '/talent/c1' },
      { name: 'Kim Cho', role: 'Designer', location: '', href: '/talent/c2' },
    ],
    total: 12,
    feedHref: '/talent?role=Engineering&skills=Go%2CRust',
    manageHref: '/dashboard/saved-searches',
    unsubscribeHref: '/unsubscribe/TOKEN',
    oneClickHref: '/api/saved-searches/unsubscribe/TOKEN',
  },
  unreadMessages: {
    ...side,
    otherName: evil,
    count: 3,
    href: '/messages/00000000-0000-4000-8000-000000000001',
    settingsHref: '/messages',
  },
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
      // Issue #13: the brand layout; every link a button in the brand colour (or the quiet
      // secondary style); no ISO timestamps or bare YYYY-MM-DD dates.
      expect(email.html).toContain(`background:${brand.accent}`);
      expect(email.html).not.toContain('#4f46e5');
      for (const [anchor] of email.html.matchAll(/<a [^>]*>/g))
        expect(anchor).toMatch(/display:inline-block;padding:12px 22px/);
      expect(`${email.subject}\n${email.text}`).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(email).toMatchSnapshot();
    });
  }

  it("writes dates in words in the recipient's time zone: the company's from its settings, else UTC", () => {
    const booked = templates.meetingScheduledCompanyNotification(
      fixtures.meetingScheduledCompanyNotification,
      ctx,
    );
    expect(booked.text).toContain('When: Tuesday, December 1, 2026 at 10:00 AM EST');
    const berlin = templates.meetingScheduledCompanyNotification(
      { ...fixtures.meetingScheduledCompanyNotification, companyTimeZone: 'Europe/Berlin' },
      ctx,
    );
    expect(berlin.text).toContain('When: Tuesday, December 1, 2026 at 4:00 PM GMT+1');
    const team = templates.adminAlertNewIntro(fixtures.adminAlertNewIntro, ctx);
    expect(team.text).toContain('Requested: Sunday, November 22, 2026 at 10:00 AM UTC');
    const gig = templates.gigProposedToCandidate(fixtures.gigProposedToCandidate, ctx);
    expect(gig.text).toContain('Starts: Monday, January 4, 2027');
  });

  it('shows the booking link as a button; without one, the address to write to and the dashboard', () => {
    const accepted = templates.introAcceptedByCandidateToCompany(
      fixtures.introAcceptedByCandidateToCompany,
      ctx,
    );
    expect(accepted.html).toMatch(
      /<a href="https:\/\/cal\.com\/kim"[^>]*>Book a call with Kim Cho<\/a>/,
    );
    expect(accepted.text).toContain('Book a call with Kim Cho: https://cal.com/kim');
    const noCalendar = templates.introAcceptedByCandidateToCompany(
      { ...fixtures.introAcceptedByCandidateToCompany, candidateCalendarUrl: null },
      ctx,
    );
    expect(noCalendar.text).toContain('Write to them at kim@example.com to find a time.');
    expect(noCalendar.html).toMatch(
      /background:#c2410c;border-radius:8px"><a href="https:\/\/app\.warmintro\.test\/dashboard\?tab=requests"/,
    );
  });

  it('shows a button whose address is not http(s) as text, and keeps the subject on one line', () => {
    const email = renderEmail({
      to: ['a@example.com'],
      subject: 'Two\nlines',
      heading: 'Hi',
      blocks: [{ button: { label: 'Book', href: 'javascript:alert(1)' } }],
    });
    expect(email.subject).toBe('Two lines');
    expect(email.html).not.toContain('href="javascript:');
    expect(email.html).toContain('Book: javascript:alert(1)');
  });

  it("uses the web app's brand colour", () => {
    const css = readFileSync(new URL('../../../../web/styles.css', import.meta.url), 'utf8');
    expect(css).toContain(`--color-brand-700: ${brand.accent};`);
  });

  it('covers every template', () => {
    expect(Object.keys(fixtures).sort()).toEqual(Object.keys(templates).sort());
  });
});
