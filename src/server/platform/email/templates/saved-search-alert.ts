/**
 * The saved-search alert (issue #34 item 5, docs/decisions/076): the candidates who newly match a
 * member's saved search — at most `ALERT_EMAIL_MAX_CANDIDATES`, with a link to the rest in the
 * feed — and one-click unsubscribe (RFC 8058): `List-Unsubscribe` names the POST address, and
 * `List-Unsubscribe-Post` says a POST of `List-Unsubscribe=One-Click` is enough. The link in the
 * body opens a page that asks before it turns the alert off (a link scanner must not).
 */
import { absoluteUrl } from '../../../../shared/paths';
import { renderEmail, type EmailBlock, type RenderedEmail } from '../layout';

interface Context {
  appUrl: string;
}
type Template<P> = (payload: P, ctx: Context) => RenderedEmail;

export interface SavedSearchAlertPayload {
  to: string;
  firstName: string;
  searchName: string;
  /** The candidates listed (newest match last), each with their profile page (relative). */
  candidates: { name: string; role: string; location: string; href: string }[];
  /** How many newly match in all (more than listed when over the e-mail's limit). */
  total: number;
  /** The feed with the saved query (relative). */
  feedHref: string;
  /** The member's saved searches (relative). */
  manageHref: string;
  /** The page that confirms unsubscribing (relative, carries the token). */
  unsubscribeHref: string;
  /** The one-click POST address (relative, carries the token). */
  oneClickHref: string;
}

export const savedSearchTemplates = {
  savedSearchAlert: ((p, ctx) => {
    const subject =
      p.total === 1
        ? `1 new candidate for "${p.searchName}"`
        : `${p.total} new candidates for "${p.searchName}"`;
    const more = p.total - p.candidates.length;
    const blocks: EmailBlock[] = [
      { p: `Hi ${p.firstName},` },
      {
        p:
          p.total === 1
            ? `A candidate newly matches your saved search "${p.searchName}".`
            : `${p.total} candidates newly match your saved search "${p.searchName}".`,
      },
      {
        facts: p.candidates.map((c): [string, string] => [
          c.name,
          [c.role, c.location].filter(Boolean).join(' · ') || '—',
        ]),
      },
      ...p.candidates.slice(0, 3).map((c): EmailBlock => ({
        button: { label: `View ${c.name}`, href: absoluteUrl(ctx.appUrl, c.href), secondary: true },
      })),
      {
        button: {
          label: more > 0 ? `See all ${p.total} in the feed` : 'Open the search',
          href: absoluteUrl(ctx.appUrl, p.feedHref),
        },
      },
      {
        p: `You get this e-mail because alerts are on for this search. Change them in your saved searches: ${absoluteUrl(ctx.appUrl, p.manageHref)}`,
      },
      {
        p: `Turn off alerts for this search: ${absoluteUrl(ctx.appUrl, p.unsubscribeHref)}`,
      },
    ];
    return {
      ...renderEmail({ to: [p.to], subject, heading: subject, blocks }),
      headers: {
        'List-Unsubscribe': `<${absoluteUrl(ctx.appUrl, p.oneClickHref)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }) as Template<SavedSearchAlertPayload>,
};
