/**
 * The notification templates (spec 1 §7 "Notification e-mail helper", spec 2 §7), keyed by the
 * spec's names. A template turns its payload into recipients, subject, HTML and text.
 * Later issues add the remaining templates here.
 */
import { renderEmail, type RenderedEmail } from '../layout';

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
        {
          button: {
            label: 'Set your hiring preferences',
            href: `${ctx.appUrl}/onboarding/preferences`,
          },
        },
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
        { button: { label: 'Browse talent', href: `${ctx.appUrl}/talent` } },
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
} satisfies Record<string, Template<never>>;

export type TemplateName = keyof typeof templates;
export type TemplatePayload<N extends TemplateName> = Parameters<(typeof templates)[N]>[0];
