/**
 * The unread-message e-mail (issue #16): one e-mail per run of unread messages in a
 * conversation, linking to it; never the messages' text (it may be private or hostile).
 */
import { absoluteUrl } from '../../../../shared/paths';
import { renderEmail, type RenderedEmail } from '../layout';

interface Context {
  appUrl: string;
}
type Template<P> = (payload: P, ctx: Context) => RenderedEmail;

export interface UnreadMessagesPayload {
  to: string;
  firstName: string;
  /** Who wrote: the company, or the candidate. */
  otherName: string;
  /** How many messages wait unread. */
  count: number;
  /** The conversation's page (relative, from `paths`). */
  href: string;
  /** Where to turn these e-mails off (relative). */
  settingsHref: string;
}

export const messageTemplates = {
  unreadMessages: ((p, ctx) =>
    renderEmail({
      to: [p.to],
      subject: `New message from ${p.otherName}`,
      heading: `${p.otherName} wrote to you`,
      blocks: [
        { p: `Hi ${p.firstName},` },
        {
          p:
            p.count === 1
              ? `You have an unread message from ${p.otherName} on WarmIntro.`
              : `You have ${p.count} unread messages from ${p.otherName} on WarmIntro.`,
        },
        { button: { label: 'Read and reply', href: absoluteUrl(ctx.appUrl, p.href) } },
        {
          p: `You get one e-mail when a message waits unread for 10 minutes. You can turn these e-mails off in your settings: ${absoluteUrl(ctx.appUrl, p.settingsHref)}`,
        },
      ],
    })) as Template<UnreadMessagesPayload>,
};
