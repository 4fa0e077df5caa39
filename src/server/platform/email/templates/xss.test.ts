/**
 * Stored XSS in e-mail (issue #12; docs/decisions/020): every template rendered with a script or
 * event-handler payload in every string field. The HTML part carries only our own tags, with no
 * event-handler attribute and no link that is not http(s) — the payload shows as escaped text;
 * the text part and the subject carry the payload as plain text (not entity-escaped, no markup),
 * and the subject stays on one line. The fixture map names every template, so a new template
 * without a row here does not type-check.
 */
import { describe, expect, it } from 'vitest';
import { templates, type TemplateName, type TemplatePayload } from './index';

const ctx = { appUrl: 'https://app.warmintro.test', teamEmail: 'team@warmintro.test' };

const payloads = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=window.__xss=1>',
  "'><iframe src=javascript:window.__xss=1>",
  'javascript:window.__xss=1//',
  'Line one\r\nBcc: victim@evil.example',
];

type Fixtures = { [N in TemplateName]: TemplatePayload<N>[] };

/** Each template's payloads with `v` in every string field (and each branch a field opens). */
function fixtures(v: string): Fixtures {
  const intro = {
    companyEmail: v,
    companyName: v,
    companyContactName: v,
    candidateName: v,
    candidateRole: v,
    candidateEmail: v,
    candidateId: v,
  };
  /** One side of an intro, as the booking e-mails of issue #17 address it. */
  const side = { to: v, firstName: v, otherName: v, href: v };
  return {
    accountCreationWelcome: [{ companyEmail: v, companyName: v, companyContactName: v }],
    planUpgradeConfirmation: [{ companyEmail: v, companyName: v, companyContactName: v }],
    passwordReset: [{ email: v, name: v, resetUrl: v }],
    emailVerification: [{ email: v, name: v, verifyUrl: v }],
    signupAttempt: [{ email: v, name: v }],
    teamInvitation: [{ email: v, companyName: v, invitedByName: v, roleLabel: v, joinUrl: v }],
    domainVerification: [{ email: v, domain: v, companyName: v, requestedByName: v, verifyUrl: v }],
    domainVerified: [{ to: [v], domain: v, companyName: v }],
    newSignIn: [{ email: v, name: v, device: v, network: v, at: '2026-11-29T09:30:00.000Z' }],
    availabilityCheck: [{ email: v, firstName: v, confirmUrl: v }],
    availabilityPaused: [{ email: v, firstName: v, confirmUrl: v }],
    contactSubmissionTeam: [{ fullName: v, workEmail: v, companyName: v, message: v }],
    demoRequestTeam: [{ fullName: v, workEmail: v, companyName: v }],
    introRequestCompanyConfirmation: [
      {
        companyEmail: v,
        companyName: v,
        companyContactName: v,
        candidateName: v,
        candidateRole: v,
      },
    ],
    introRequestCandidateNotification: [
      {
        candidateEmail: v,
        candidateName: v,
        candidateFirstName: v,
        candidateRole: v,
        companyName: v,
        companyHiringRoles: [v, v],
        requestId: v,
        responseUrl: v,
        roleDescription: v,
        message: v,
      },
    ],
    adminAlertNewIntro: [
      {
        companyName: v,
        companyEmail: v,
        candidateName: v,
        candidateRole: v,
        timestamp: v,
        requestId: v,
      },
    ],
    introAcceptedByCandidateToCompany: [
      { ...intro, candidateCalendarUrl: v },
      { ...intro, candidateCalendarUrl: null },
    ],
    introDeclinedByCandidateToCompany: [{ ...intro, candidateCalendarUrl: v }],
    meetingScheduledCompanyNotification: [
      {
        companyEmail: v,
        companyContactName: v,
        candidateName: v,
        candidateRole: v,
        meetingTime: v,
        companyTimeZone: 'America/New_York',
      },
    ],
    meetingCompletedCompanyNotification: [
      {
        companyEmail: v,
        companyContactName: v,
        candidateName: v,
        candidateRole: v,
        meetingTime: v,
        companyTimeZone: 'America/New_York',
        candidateId: v,
      },
    ],
    companyMeetingReminderSelf: [
      { companyEmail: v, companyFirstName: v, candidateName: v, candidateCalendarUrl: v },
      { companyEmail: v, companyFirstName: v, candidateName: v, candidateCalendarUrl: null },
    ],
    candidateSignupConfirmation: [{ candidateName: v, email: v }],
    candidateApproved: [{ email: v, firstName: v }],
    candidateRejected: [{ email: v, firstName: v, reason: 'incomplete_profile' }],
    candidateBookingNudge: [side],
    slotsOffered: [{ ...side, slots: [v, '2026-12-01T15:00:00.000Z'] }],
    callInvitation: [{ ...side, meetingTime: v }],
    callCancelled: [
      { ...side, reason: v, cancelledByOtherSide: true },
      { ...side, reason: v, cancelledByOtherSide: false },
    ],
    callReminder: [{ ...side, meetingTime: v }],
    introOutcomeToCandidate: [{ ...side, message: v }],
    introAnswerReminder: [{ ...side, responseUrl: v }],
    introExpired: [
      { ...side, side: 'company', allowanceReturned: true },
      { ...side, side: 'candidate' },
    ],
    introStale: [{ ...side, side: 'company' }],
    introReopened: [side],
    unreadMessages: [{ ...side, count: 2, settingsHref: '/messages' }],
    savedSearchAlert: [
      {
        to: v,
        firstName: v,
        searchName: v,
        candidates: [{ name: v, role: v, location: v, href: v }],
        total: 12,
        feedHref: v,
        manageHref: v,
        unsubscribeHref: v,
        oneClickHref: v,
      },
    ],
    adminAlertNewCandidate: [{ name: v, email: v, role: v, id: v, submittedAt: v }],
    gigProposedToCandidate: [
      {
        candidateEmail: v,
        candidateFirstName: v,
        companyName: v,
        gigTitle: v,
        budgetRange: v,
        estimatedDuration: v,
        startDate: v,
      },
    ],
    gigAnsweredByCandidate: [
      {
        companyEmail: v,
        companyContactName: v,
        candidateName: v,
        gigTitle: v,
        response: 'accepted',
      },
      {
        companyEmail: v,
        companyContactName: v,
        candidateName: v,
        gigTitle: v,
        response: 'declined',
      },
    ],
  };
}

/** The tags our layout writes; anything else in the HTML came from a value. */
const ourTags = new Set([
  '!doctype',
  'html',
  'head',
  'meta',
  'title',
  'body',
  'div',
  'span',
  'table',
  'tr',
  'td',
  'h1',
  'p',
  'a',
]);

/** Problems with the HTML part: foreign tags, event handlers, links that are not http(s). */
function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  for (const [tag, name, attributes] of html.matchAll(/<\/?([!a-z][a-z0-9]*)([^>]*)>/gi)) {
    if (!ourTags.has(name!.toLowerCase())) problems.push(`tag ${tag}`);
    // Attributes as a browser reads them: a value in quotes cannot open another attribute.
    for (const [, attribute, value = ''] of attributes!.matchAll(
      /\s([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
    )) {
      if (/^on/i.test(attribute!)) problems.push(`event handler ${attribute} in ${tag}`);
      if (/^(href|src)$/i.test(attribute!) && !/^https?:\/\//i.test(value))
        problems.push(`link ${value} in ${tag}`);
    }
  }
  if (/<script/i.test(html)) problems.push('<script');
  return problems;
}

const render = (name: TemplateName, payload: unknown) =>
  (templates[name] as (p: unknown, c: typeof ctx) => ReturnType<(typeof templates)[TemplateName]>)(
    payload,
    ctx,
  );

describe.each(payloads)('every template with %j in every string field', (v) => {
  const cases = Object.entries(fixtures(v)).flatMap(([name, list]) =>
    (list as unknown[]).map(
      (payload, i) => [`${name}#${i}`, name as TemplateName, payload] as const,
    ),
  );

  it.each(cases)('%s', (_label, name, payload) => {
    const email = render(name, payload);
    expect(htmlProblems(email.html)).toEqual([]);
    // Shown, escaped: the value's characters are in the HTML as entities.
    if (v.includes('<')) expect(email.html).toContain('&lt;');

    // The text part is plain text: the value as typed (first names: its first word), no entities,
    // no markup of ours.
    expect(email.text).toContain(v.split(/\s+/)[0]);
    expect(email.text).not.toMatch(/&(lt|gt|quot|amp|#39);/);
    expect(email.text).not.toMatch(/<(p|a|h1|div|body|html)[\s>]/i);

    // The subject is a header: plain, on one line.
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject).not.toMatch(/&(lt|gt|quot|amp|#39);/);
  });
});

it('names every template', () => {
  expect(Object.keys(fixtures('x')).sort()).toEqual(Object.keys(templates).sort());
});
