/**
 * The e-mails of booking the intro call and of the timers that keep an intro moving (issue #17):
 * offered times, the call's invitation, its cancellation and reminders, the outcome, the reminder
 * to answer, expiry, closing as stale and reopening. Each goes to one side; the invitation and its
 * cancellation carry a calendar file (attached by the outbox, see `notify`).
 */
import { absoluteUrl } from '../../../../shared/paths';
import { renderEmail, type EmailBlock, type RenderedEmail } from '../layout';

/** What these templates use besides their payload (a subset of the registry's context). */
interface Context {
  appUrl: string;
}
type Template<P> = (payload: P, ctx: Context) => RenderedEmail;

/** One side of an intro, as an e-mail addresses it. */
export interface IntroRecipient {
  to: string;
  firstName: string;
  /** The other side's name: the company, or the candidate. */
  otherName: string;
  /** The page where this recipient acts (relative). */
  href: string;
}

export interface SlotsOfferedPayload extends IntroRecipient {
  /** ISO 8601 starts of the 30-minute times. */
  slots: string[];
}

export interface CallPayload extends IntroRecipient {
  /** ISO 8601 start of the call. */
  meetingTime: string;
}

export interface CallCancelledPayload extends IntroRecipient {
  reason: string;
  cancelledByOtherSide: boolean;
}

export interface IntroOutcomePayload extends IntroRecipient {
  /** The kind wording the candidate reads (see `outcomeMessage`). */
  message: string;
}

export interface IntroAnswerReminderPayload extends IntroRecipient {
  /** Absolute link to answer (a fresh single-use token). */
  responseUrl: string;
}

export interface IntroClosedPayload extends IntroRecipient {
  side: 'company' | 'candidate';
  /** For an expired request to a free-plan company: the request counts no more this month. */
  allowanceReturned?: boolean;
}

const button = (ctx: Context, label: string, href: string): EmailBlock => ({
  button: { label, href: absoluteUrl(ctx.appUrl, href) },
});

/** A time as people read it, in UTC (the calendar file shows it in the reader's own zone). */
export function readableUtc(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : `${d.toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
}

export const introBookingTemplates = {
  candidateBookingNudge: ((p, ctx) =>
    renderEmail({
      to: [p.to],
      subject: `Let's get your call with ${p.otherName} on the calendar`,
      heading: `Hi ${p.firstName}, shall we find a time?`,
      blocks: [
        {
          p: `You accepted the intro with ${p.otherName} two days ago, and no call is booked yet. Offer a few times that suit you, and they pick one.`,
        },
        button(ctx, 'Offer times', p.href),
      ],
    })) as Template<IntroRecipient>,

  slotsOffered: ((p, ctx) =>
    renderEmail({
      to: [p.to],
      subject: `${p.otherName} offered times for your intro call`,
      heading: `Pick a time, ${p.firstName}`,
      blocks: [
        { p: `${p.otherName} offered these 30-minute times:` },
        ...p.slots.map((s) => ({ p: `• ${readableUtc(s)}` })),
        { p: 'The page shows them in your own time zone. Pick one and the call is booked.' },
        button(ctx, 'Pick a time', p.href),
      ],
    })) as Template<SlotsOfferedPayload>,

  callInvitation: ((p, ctx) =>
    renderEmail({
      to: [p.to],
      subject: `Intro call booked: ${readableUtc(p.meetingTime)}`,
      heading: `Your call with ${p.otherName} is booked`,
      blocks: [
        { p: `When: ${readableUtc(p.meetingTime)}, 30 minutes.` },
        { p: 'The attached invitation adds it to your calendar in your own time zone.' },
        button(ctx, 'See the call', p.href),
      ],
    })) as Template<CallPayload>,

  callCancelled: ((p, ctx) =>
    renderEmail({
      to: [p.to],
      subject: `Intro call with ${p.otherName} cancelled`,
      heading: `The call with ${p.otherName} is cancelled`,
      blocks: [
        {
          p: p.cancelledByOtherSide
            ? `${p.otherName} cancelled the call. Their reason: ${p.reason}`
            : `You cancelled the call. Your reason: ${p.reason}`,
        },
        { p: 'The intro stays open: offer new times whenever you are ready.' },
        button(ctx, 'Offer new times', p.href),
      ],
    })) as Template<CallCancelledPayload>,

  callReminder: ((p, ctx) =>
    renderEmail({
      to: [p.to],
      subject: `Reminder: intro call with ${p.otherName}`,
      heading: `Your call with ${p.otherName} is coming up`,
      blocks: [{ p: `When: ${readableUtc(p.meetingTime)}.` }, button(ctx, 'See the call', p.href)],
    })) as Template<CallPayload>,

  introOutcomeToCandidate: ((p, ctx) =>
    renderEmail({
      to: [p.to],
      subject: `An update from ${p.otherName}`,
      heading: `Hi ${p.firstName}`,
      blocks: [{ p: p.message }, button(ctx, 'Open your dashboard', p.href)],
    })) as Template<IntroOutcomePayload>,

  introAnswerReminder: ((p) =>
    renderEmail({
      to: [p.to],
      subject: `${p.otherName} is waiting for your answer`,
      heading: `Hi ${p.firstName}, a quick reminder`,
      blocks: [
        {
          p: `${p.otherName} asked for a warm intro three days ago. Accept or decline with one click — the request expires after 7 days.`,
        },
        { button: { label: 'Answer the request', href: p.responseUrl } },
      ],
    })) as Template<IntroAnswerReminderPayload>,

  introExpired: ((p, ctx) =>
    renderEmail({
      to: [p.to],
      subject:
        p.side === 'company'
          ? `Your intro request to ${p.otherName} expired`
          : `The intro request from ${p.otherName} expired`,
      heading: 'An intro request expired',
      blocks: [
        {
          p:
            p.side === 'company'
              ? `${p.otherName} did not answer within 7 days, so the request has expired.${p.allowanceReturned ? ' It no longer counts toward your free requests this month.' : ''}`
              : `You did not answer ${p.otherName}'s intro request within 7 days, so it has expired. No action is needed.`,
        },
        button(ctx, p.side === 'company' ? 'Find more talent' : 'Open your dashboard', p.href),
      ],
    })) as Template<IntroClosedPayload>,

  introStale: ((p, ctx) =>
    renderEmail({
      to: [p.to],
      subject: `Your intro with ${p.otherName} was closed`,
      heading: 'No call was booked in 14 days',
      blocks: [
        {
          p: `The intro with ${p.otherName} was accepted, but no call was booked within 14 days, so we closed it. You can reopen it with one click if you still want to talk.`,
        },
        button(ctx, 'Reopen the intro', p.href),
      ],
    })) as Template<IntroClosedPayload>,

  introReopened: ((p, ctx) =>
    renderEmail({
      to: [p.to],
      subject: `${p.otherName} reopened your intro`,
      heading: `Your intro with ${p.otherName} is open again`,
      blocks: [
        { p: `${p.otherName} reopened the intro. Offer times or pick one to book the call.` },
        button(ctx, 'Book the call', p.href),
      ],
    })) as Template<IntroRecipient>,
};
