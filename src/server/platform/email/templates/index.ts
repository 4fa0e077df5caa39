/**
 * The notification templates (spec 1 §7 "Notification e-mail helper", spec 2 §7), keyed by the
 * spec's names. A template turns its payload into recipients, subject, HTML and text, all in the
 * one brand layout (`renderEmail`): every link a button, every date in words in the recipient's
 * time zone (docs/decisions/025).
 */
import { absoluteUrl, paths } from '../../../../shared/paths';
import { dateTimeInWords, dayInWords } from '../dates';
import { renderEmail, type EmailBlock, type RenderedEmail } from '../layout';
import { availabilityTemplates } from './availability';
import { candidateVettingTemplates } from './candidate-vetting';
import { companyDomainTemplates } from './company-domains';
import { introBookingTemplates } from './intro-booking';
import { messageTemplates } from './messages';
import { savedSearchTemplates } from './saved-search-alert';

/** What a template may use besides its payload. */
export interface TemplateContext {
  appUrl: string;
  teamEmail: string;
}

type Template<P> = (payload: P, ctx: TemplateContext) => RenderedEmail;

export interface AccountCreationWelcomePayload {
  companyEmail: string;
  companyName: string;
  companyContactName: string;
}

export interface PlanUpgradeConfirmationPayload {
  companyEmail: string;
  companyName: string;
  companyContactName: string;
}

export interface PasswordResetPayload {
  email: string;
  name: string;
  /** Absolute link carrying the single-use token. */
  resetUrl: string;
}

/** The link that proves an account's address (issue #31; docs/decisions/065). */
export interface EmailVerificationPayload {
  email: string;
  name: string;
  /** Absolute link carrying the single-use token. */
  verifyUrl: string;
}

/** An invitation to join a company's team (issue #33, docs/decisions/073). */
export interface TeamInvitationPayload {
  email: string;
  companyName: string;
  invitedByName: string;
  /** "Admin" or "Member". */
  roleLabel: string;
  /** Absolute link carrying the single-use token. */
  joinUrl: string;
}

/** To an account's owner after a sign-in from a new device or network (docs/decisions/066). */
export interface NewSignInPayload {
  email: string;
  name: string;
  /** "Chrome on macOS". */
  device: string;
  /** "203.0.113.0/24". */
  network: string;
  /** When (ISO 8601). */
  at: string;
}

/** To an account's owner when someone signs up with its address (docs/decisions/065). */
export interface SignupAttemptPayload {
  email: string;
  name: string;
}

export interface ContactSubmissionTeamPayload {
  fullName: string;
  workEmail: string;
  companyName: string;
  message: string;
}

export interface DemoRequestTeamPayload {
  fullName: string;
  workEmail: string;
  companyName: string;
}

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || name;

/** Intro e-mail data (spec 1 §3 "Intro e-mail data"), as each intro template needs it. */
export interface IntroRequestCompanyConfirmationPayload {
  companyEmail: string;
  companyName: string;
  companyContactName: string;
  candidateName: string;
  candidateRole: string;
}

export interface IntroRequestCandidateNotificationPayload {
  candidateEmail: string;
  candidateName: string;
  candidateFirstName: string;
  candidateRole: string;
  companyName: string;
  companyHiringRoles: string[];
  requestId: string;
  /** Absolute single-use link to the response page. */
  responseUrl: string;
  /** The role the company wrote (spec 1 §3 `role_description`; issue #15), if any. */
  roleDescription?: string | null;
  /** The company's personal note (spec 1 §3 optional `message`; issue #15), if any. */
  message?: string | null;
  /** The company's verified domain (docs/decisions/079), if it has one: "acme.io". */
  companyVerifiedDomain?: string | null;
  /** The stated pay as it reads ("$120,000 – $150,000 per year"; issue #35), if any. */
  pay?: string | null;
}

export interface AdminAlertNewIntroPayload {
  companyName: string;
  companyEmail: string;
  candidateName: string;
  candidateRole: string;
  timestamp: string;
  requestId: string;
}

export interface IntroAnsweredPayload {
  companyEmail: string;
  companyName: string;
  companyContactName: string;
  candidateName: string;
  candidateRole: string;
  candidateEmail: string;
  candidateCalendarUrl: string | null;
  candidateId: string;
}

export interface MeetingScheduledPayload {
  companyEmail: string;
  companyContactName: string;
  candidateName: string;
  candidateRole: string;
  meetingTime: string;
  /** The company's time zone (IANA, from its settings), to write the meeting time in. */
  companyTimeZone: string;
}

export interface MeetingCompletedPayload extends MeetingScheduledPayload {
  candidateId: string;
}

export interface CompanyMeetingReminderSelfPayload {
  companyEmail: string;
  companyFirstName: string;
  candidateName: string;
  candidateCalendarUrl: string | null;
}

export interface CandidateSignupConfirmationPayload {
  candidateName: string;
  email: string;
}

export interface AdminAlertNewCandidatePayload {
  name: string;
  email: string;
  role: string;
  id: string;
  submittedAt: string;
}

export interface GigProposedToCandidatePayload {
  candidateEmail: string;
  candidateFirstName: string;
  companyName: string;
  gigTitle: string;
  budgetRange: string;
  estimatedDuration: string;
  startDate: string;
}

export interface GigAnsweredByCandidatePayload {
  companyEmail: string;
  companyContactName: string;
  candidateName: string;
  gigTitle: string;
  response: 'accepted' | 'declined';
}

export interface CandidateApprovedPayload {
  email: string;
  firstName: string;
}

/** A call-to-action button to one of our pages; `href` comes from `paths` (relative). */
function pageButton(ctx: TemplateContext, label: string, href: string): EmailBlock {
  return { button: { label, href: absoluteUrl(ctx.appUrl, href) } };
}

export const templates = {
  accountCreationWelcome: ((p, ctx) =>
    renderEmail({
      to: [p.companyEmail],
      subject: `Welcome to WarmIntro, ${p.companyName}!`,
      heading: `Welcome aboard, ${p.companyContactName.split(/\s+/)[0] || p.companyContactName}!`,
      blocks: [
        { p: `Your company account for ${p.companyName} is ready.` },
        {
          p: 'Tell us what you are hiring for, then browse our pre-vetted talent and request warm introductions.',
        },
        pageButton(ctx, 'Set your hiring preferences', paths.onboardingPreferences.getHref()),
      ],
    })) as Template<AccountCreationWelcomePayload>,

  planUpgradeConfirmation: ((p, ctx) =>
    renderEmail({
      to: [p.companyEmail],
      subject: `${p.companyName} is now on WarmIntro Pro`,
      heading: `You're on Pro, ${firstNameOf(p.companyContactName)}!`,
      blocks: [
        {
          p: `${p.companyName} now has unlimited intro requests, full access to the talent feed and priority intro handling.`,
        },
        { p: 'Pro is $99 per month.' },
        pageButton(ctx, 'Browse talent', paths.talent.getHref()),
      ],
    })) as Template<PlanUpgradeConfirmationPayload>,

  passwordReset: ((p) =>
    renderEmail({
      to: [p.email],
      subject: 'Reset your WarmIntro password',
      heading: `Hi ${firstNameOf(p.name)},`,
      blocks: [
        {
          p: 'Someone asked to reset the password of your WarmIntro account. The link works once, for one hour.',
        },
        { button: { label: 'Choose a new password', href: p.resetUrl } },
        { p: 'If it was not you, ignore this e-mail: your password stays as it is.' },
      ],
    })) as Template<PasswordResetPayload>,

  emailVerification: ((p) =>
    renderEmail({
      to: [p.email],
      subject: 'Verify your e-mail address for WarmIntro',
      heading: `Hi ${firstNameOf(p.name)},`,
      blocks: [
        {
          p: 'Please confirm that this is your address. The link works once, for 24 hours; until you open it, your account cannot send intro requests, messages or gig proposals, and a candidate profile cannot be approved.',
        },
        { button: { label: 'Verify my e-mail address', href: p.verifyUrl } },
        { p: 'If you did not sign up for WarmIntro, ignore this e-mail.' },
      ],
    })) as Template<EmailVerificationPayload>,

  teamInvitation: ((p) =>
    renderEmail({
      to: [p.email],
      subject: `${p.invitedByName} invited you to ${p.companyName} on WarmIntro`,
      heading: `Join ${p.companyName} on WarmIntro`,
      blocks: [
        {
          p: `${p.invitedByName} invited you to join ${p.companyName}'s hiring team on WarmIntro as ${p.roleLabel === 'Admin' ? 'an' : 'a'} ${p.roleLabel}. You will share its intro requests, meetings, trial projects and conversations with candidates.`,
        },
        { button: { label: `Join ${p.companyName}`, href: p.joinUrl } },
        { p: 'The link works once, for 7 days. If you did not expect it, ignore this e-mail.' },
      ],
    })) as Template<TeamInvitationPayload>,

  newSignIn: ((p, ctx) =>
    renderEmail({
      to: [p.email],
      subject: 'New sign-in to your WarmIntro account',
      heading: `Hi ${firstNameOf(p.name)},`,
      blocks: [
        {
          p: `Your account was just signed in to from ${p.device} on the network ${p.network}, ${dateTimeInWords(p.at)}.`,
        },
        {
          p: 'If it was you, there is nothing to do. If not, change your password now and sign out the sessions you do not know from your account page.',
        },
        pageButton(ctx, 'Reset my password', paths.forgotPassword.getHref()),
      ],
    })) as Template<NewSignInPayload>,

  signupAttempt: ((p, ctx) =>
    renderEmail({
      to: [p.email],
      subject: 'Someone tried to sign up with your e-mail address',
      heading: `Hi ${firstNameOf(p.name)},`,
      blocks: [
        {
          p: 'Someone just tried to create a new WarmIntro account with this address, which already belongs to your account. Nothing was changed.',
        },
        {
          p: 'If it was you, log in instead, or reset your password if you have forgotten it. If it was not you, you can ignore this e-mail.',
        },
        pageButton(ctx, 'Reset my password', paths.forgotPassword.getHref()),
      ],
    })) as Template<SignupAttemptPayload>,

  contactSubmissionTeam: ((p, ctx) =>
    renderEmail({
      to: [ctx.teamEmail],
      subject: `Contact form: ${p.fullName}${p.companyName ? ` (${p.companyName})` : ''}`,
      heading: 'New message from the contact form',
      blocks: [
        { p: `From: ${p.fullName} <${p.workEmail}>` },
        { p: `Company: ${p.companyName || '—'}` },
        { p: p.message },
      ],
    })) as Template<ContactSubmissionTeamPayload>,

  demoRequestTeam: ((p, ctx) =>
    renderEmail({
      to: [ctx.teamEmail],
      subject: `Demo request${p.companyName ? `: ${p.companyName}` : ''}`,
      heading: 'Someone asked for a 30-minute demo',
      blocks: [
        { p: `Name: ${p.fullName || '—'}` },
        { p: `E-mail: ${p.workEmail || '—'}` },
        { p: `Company: ${p.companyName || '—'}` },
      ],
    })) as Template<DemoRequestTeamPayload>,

  introRequestCompanyConfirmation: ((p, ctx) =>
    renderEmail({
      to: [p.companyEmail],
      subject: `Intro requested: ${p.candidateName}`,
      heading: `We've asked ${p.candidateName} for an intro`,
      blocks: [
        {
          p: `Hi ${firstNameOf(p.companyContactName)}, your intro request to ${p.candidateName} (${p.candidateRole}) for ${p.companyName} is on its way.`,
        },
        {
          p: 'We let you know as soon as they answer. Once they accept, book a call from your dashboard.',
        },
        pageButton(ctx, 'View my requests', paths.dashboard.getHref('requests')),
      ],
    })) as Template<IntroRequestCompanyConfirmationPayload>,

  introRequestCandidateNotification: ((p) =>
    renderEmail({
      to: [p.candidateEmail],
      subject: `${p.companyName} would like an intro`,
      heading: `Hi ${p.candidateFirstName}, ${p.companyName} wants to meet you`,
      blocks: [
        {
          p: `${p.companyName} saw your profile as ${p.candidateRole} and asked WarmIntro for a warm introduction.`,
        },
        ...(p.companyVerifiedDomain
          ? [{ p: `✓ Verified company: ${p.companyVerifiedDomain}` }]
          : []),
        ...(p.companyHiringRoles.length > 0
          ? [{ p: `They are hiring for: ${p.companyHiringRoles.join(', ')}.` }]
          : []),
        ...(p.roleDescription || p.pay
          ? [
              {
                facts: [
                  ...(p.roleDescription ? [['The role', p.roleDescription]] : []),
                  ...(p.pay ? [['Pay', p.pay]] : []),
                ] as [string, string][],
              },
            ]
          : []),
        ...(p.message ? [{ p: `A note from ${p.companyName}: “${p.message}”` }] : []),
        { p: 'Accept or decline with one click — no login needed. The link is yours alone.' },
        { button: { label: 'Answer the intro request', href: p.responseUrl } },
      ],
    })) as Template<IntroRequestCandidateNotificationPayload>,

  adminAlertNewIntro: ((p, ctx) =>
    renderEmail({
      to: [ctx.teamEmail],
      subject: `New intro request: ${p.companyName} → ${p.candidateName}`,
      heading: 'A new intro request',
      blocks: [
        {
          p: `${p.companyName} (${p.companyEmail}) asked for an intro to ${p.candidateName}, ${p.candidateRole}.`,
        },
        {
          facts: [
            ['Requested', dateTimeInWords(p.timestamp)],
            ['Request id', p.requestId],
          ],
        },
        pageButton(ctx, 'Open the intro log', paths.adminIntroRequests.getHref()),
      ],
    })) as Template<AdminAlertNewIntroPayload>,

  introAcceptedByCandidateToCompany: ((p, ctx) =>
    renderEmail({
      to: [p.companyEmail],
      subject: `${p.candidateName} accepted your intro request`,
      heading: `Good news, ${firstNameOf(p.companyContactName)}!`,
      blocks: [
        { p: `${p.candidateName} (${p.candidateRole}) accepted the intro with ${p.companyName}.` },
        {
          p: p.candidateCalendarUrl
            ? `Pick a time in their calendar, or write to them at ${p.candidateEmail}.`
            : `Write to them at ${p.candidateEmail} to find a time.`,
        },
        ...(p.candidateCalendarUrl
          ? [
              {
                button: {
                  label: `Book a call with ${p.candidateName}`,
                  href: p.candidateCalendarUrl,
                },
              },
            ]
          : []),
        {
          p: 'After booking, mark the call as booked on your dashboard to unlock proposing a trial project.',
        },
        {
          button: {
            label: 'Open my dashboard',
            href: absoluteUrl(ctx.appUrl, paths.dashboard.getHref('requests')),
            secondary: Boolean(p.candidateCalendarUrl),
          },
        },
      ],
    })) as Template<IntroAnsweredPayload>,

  introDeclinedByCandidateToCompany: ((p, ctx) =>
    renderEmail({
      to: [p.companyEmail],
      subject: `${p.candidateName} declined your intro request`,
      heading: `An update on your intro request, ${firstNameOf(p.companyContactName)}`,
      blocks: [
        {
          p: `${p.candidateName} (${p.candidateRole}) declined the intro with ${p.companyName} this time.`,
        },
        { p: 'There are many more pre-vetted candidates in the talent feed.' },
        pageButton(ctx, 'Browse talent', paths.talent.getHref()),
      ],
    })) as Template<IntroAnsweredPayload>,

  meetingScheduledCompanyNotification: ((p, ctx) =>
    renderEmail({
      to: [p.companyEmail],
      subject: `Intro call booked with ${p.candidateName}`,
      heading: 'Your intro call is booked',
      blocks: [
        {
          p: `Hi ${firstNameOf(p.companyContactName)}, your call with ${p.candidateName} (${p.candidateRole}) is booked.`,
        },
        {
          facts: [
            ['With', `${p.candidateName}, ${p.candidateRole}`],
            ['When', dateTimeInWords(p.meetingTime, p.companyTimeZone)],
          ],
        },
        { p: 'After the call you can propose a paid trial project.' },
        pageButton(ctx, 'Open my dashboard', paths.dashboard.getHref('requests')),
      ],
    })) as Template<MeetingScheduledPayload>,

  meetingCompletedCompanyNotification: ((p, ctx) =>
    renderEmail({
      to: [p.companyEmail],
      subject: `Next step with ${p.candidateName}: a trial project`,
      heading: 'Meeting completed',
      blocks: [
        {
          p: `Hi ${firstNameOf(p.companyContactName)}, you marked your call with ${p.candidateName} (${p.candidateRole}) as done.`,
        },
        { p: 'You can now propose a short paid trial project.' },
        pageButton(ctx, 'Propose a gig', paths.proposeGig.getHref(p.candidateId)),
      ],
    })) as Template<MeetingCompletedPayload>,

  companyMeetingReminderSelf: ((p, ctx) =>
    renderEmail({
      to: [p.companyEmail],
      subject: `Reminder: book your call with ${p.candidateName}`,
      heading: `Hi ${p.companyFirstName}, don't keep ${p.candidateName} waiting`,
      blocks: [
        {
          p: `${p.candidateName} accepted your intro more than two days ago and the call is not booked yet.`,
        },
        ...(p.candidateCalendarUrl
          ? [
              { button: { label: `Book with ${p.candidateName}`, href: p.candidateCalendarUrl } },
              {
                button: {
                  label: 'Open my dashboard',
                  href: absoluteUrl(ctx.appUrl, paths.dashboard.getHref('requests')),
                  secondary: true,
                },
              },
            ]
          : [pageButton(ctx, 'Open my dashboard', paths.dashboard.getHref('requests'))]),
      ],
    })) as Template<CompanyMeetingReminderSelfPayload>,

  candidateSignupConfirmation: ((p, ctx) =>
    renderEmail({
      to: [p.email],
      subject: 'Welcome to the WarmIntro talent pool',
      heading: `Thanks for joining, ${firstNameOf(p.candidateName)}!`,
      blocks: [
        {
          p: 'Your profile is in review. Our team vets every profile by hand; we e-mail you as soon as it is approved.',
        },
        {
          p: 'Zero applications, warm intros only: once approved, startups can ask you for an introduction, and you decide.',
        },
        pageButton(ctx, 'Open your dashboard', paths.candidateDashboard.getHref()),
      ],
    })) as Template<CandidateSignupConfirmationPayload>,

  adminAlertNewCandidate: ((p, ctx) =>
    renderEmail({
      to: [ctx.teamEmail],
      subject: `New candidate to review: ${p.name}`,
      heading: 'A new candidate signed up',
      blocks: [
        { p: `${p.name} (${p.email}), ${p.role}.` },
        {
          facts: [
            ['Submitted', dateTimeInWords(p.submittedAt)],
            ['Candidate id', p.id],
          ],
        },
        pageButton(ctx, 'Review candidates', paths.adminCandidates.getHref()),
      ],
    })) as Template<AdminAlertNewCandidatePayload>,

  gigProposedToCandidate: ((p, ctx) =>
    renderEmail({
      to: [p.candidateEmail],
      subject: `${p.companyName} proposed a paid trial project`,
      heading: `Hi ${p.candidateFirstName}, you have a trial project proposal`,
      blocks: [
        { p: `${p.companyName} proposed a paid trial project to you.` },
        {
          facts: [
            ['Project', p.gigTitle],
            ['Duration', p.estimatedDuration],
            ['Budget', p.budgetRange],
            ['Starts', dayInWords(p.startDate)],
          ],
        },
        { p: 'Accept or decline it from the Gigs tab of your dashboard.' },
        pageButton(ctx, 'See the proposal', paths.candidateDashboard.getHref('gigs')),
      ],
    })) as Template<GigProposedToCandidatePayload>,

  gigAnsweredByCandidate: ((p, ctx) =>
    renderEmail({
      to: [p.companyEmail],
      subject: `${p.candidateName} ${p.response} your trial project`,
      heading:
        p.response === 'accepted'
          ? 'Your trial project was accepted'
          : 'Your trial project was declined',
      blocks: [
        {
          p:
            p.response === 'accepted'
              ? `Hi ${firstNameOf(p.companyContactName)}, ${p.candidateName} accepted "${p.gigTitle}". Get in touch to agree the next steps.`
              : `Hi ${firstNameOf(p.companyContactName)}, ${p.candidateName} declined "${p.gigTitle}" this time.`,
        },
        pageButton(ctx, 'My trial projects', paths.gigs.getHref()),
      ],
    })) as Template<GigAnsweredByCandidatePayload>,

  candidateApproved: ((p, ctx) =>
    renderEmail({
      to: [p.email],
      subject: "You're in: your WarmIntro profile is approved",
      heading: `Welcome to the talent pool, ${p.firstName}!`,
      blocks: [
        {
          p: 'Our team reviewed your profile and approved it. Startups can now find you in the talent feed and ask for a warm introduction.',
        },
        { p: 'You decide on every intro: accept or decline with one click.' },
        pageButton(ctx, 'Open your dashboard', paths.candidateDashboard.getHref()),
      ],
    })) as Template<CandidateApprovedPayload>,

  ...introBookingTemplates,
  ...availabilityTemplates,
  ...candidateVettingTemplates,
  ...messageTemplates,
  ...savedSearchTemplates,
  ...companyDomainTemplates,
} satisfies Record<string, Template<never>>;

export type TemplateName = keyof typeof templates;
export type TemplatePayload<N extends TemplateName> = Parameters<(typeof templates)[N]>[0];
