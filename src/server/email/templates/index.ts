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
} satisfies Record<string, Template<never>>;

export type TemplateName = keyof typeof templates;
export type TemplatePayload<N extends TemplateName> = Parameters<(typeof templates)[N]>[0];
