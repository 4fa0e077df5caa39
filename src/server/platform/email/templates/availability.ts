/**
 * The e-mails that keep candidates current (issue #17; docs/decisions/028): the 30-day "still open
 * to intros?" question with its one-click link, and the notice that the profile was paused after
 * 7 days without an answer (with a fresh link to come back).
 */
import { absoluteUrl, paths } from '../../../../shared/paths';
import { renderEmail, type RenderedEmail } from '../layout';

interface Context {
  appUrl: string;
}
type Template<P> = (payload: P, ctx: Context) => RenderedEmail;

export interface AvailabilityPayload {
  email: string;
  firstName: string;
  /** Absolute one-click link (a single random token; only its hash is stored). */
  confirmUrl: string;
}

const dashboard = (ctx: Context) =>
  absoluteUrl(ctx.appUrl, paths.candidateDashboard.getHref('profile'));

export const availabilityTemplates = {
  availabilityCheck: ((p, ctx) =>
    renderEmail({
      to: [p.email],
      subject: 'Are you still open to intros?',
      heading: `Still open to intros, ${p.firstName}?`,
      blocks: [
        {
          p: 'Companies on WarmIntro only see people who are really open to a conversation. If you still are, one click keeps your profile in the talent feed — no login needed.',
        },
        { button: { label: "Yes, I'm still open", href: p.confirmUrl } },
        {
          p: "If we don't hear from you within 7 days, we'll pause your profile so no one waits on you. You can pause or resume any time from your dashboard.",
        },
        { button: { label: 'Pause from my dashboard', href: dashboard(ctx), secondary: true } },
      ],
    })) as Template<AvailabilityPayload>,

  availabilityPaused: ((p, ctx) =>
    renderEmail({
      to: [p.email],
      subject: 'We paused your WarmIntro profile',
      heading: 'Your profile is paused',
      blocks: [
        {
          p: `We asked a week ago whether you are still open to intros and didn't hear back, so we've taken your profile out of the talent feed for now, ${p.firstName}. Companies can't send you new requests while it is paused.`,
        },
        { p: 'Whenever you are ready, one click brings you back.' },
        { button: { label: "I'm open to intros again", href: p.confirmUrl } },
        { button: { label: 'Open my dashboard', href: dashboard(ctx), secondary: true } },
      ],
    })) as Template<AvailabilityPayload>,
};
