/**
 * The top navigation's three variants (spec 1 §2 "Top navigation") plus a minimal admin one for
 * an admin on the public site, as data shared by the desktop bar and the mobile menu.
 */
import type { SessionState } from '../../features/auth/api/get-session';
import { paths } from '../../config/paths';

export interface NavLinkEntry {
  kind: 'link';
  label: string;
  to: string;
  /** Shows the count of unread messages beside the label (issue #16). */
  badge?: 'unread-messages';
}

export interface NavLogoutEntry {
  kind: 'logout';
  label: 'Log Out';
}

export interface NavMenuEntry {
  kind: 'menu';
  label: string;
  items: (NavLinkEntry | NavLogoutEntry)[];
  /** Shown as the prominent call to action (the visitor's Login menu). */
  primary?: boolean;
}

export type NavEntry = NavLinkEntry | NavMenuEntry | NavLogoutEntry;

const link = (label: string, to: string): NavLinkEntry => ({ kind: 'link', label, to });
/** The inbox, with the unread total (issue #16). */
const messagesLink: NavLinkEntry = {
  kind: 'link',
  label: 'Messages',
  to: paths.messages.getHref(),
  badge: 'unread-messages',
};
const logoutEntry: NavLogoutEntry = { kind: 'logout', label: 'Log Out' };

/** The entries for the current session; empty while it loads. */
export function getNavEntries(session: SessionState): NavEntry[] {
  switch (session.status) {
    case 'loading':
      return [];
    case 'guest':
      return [
        link('Home', paths.home.getHref()),
        link('For Startups', paths.startups.getHref()),
        link('For Candidates', paths.forCandidates.getHref()),
        link('How It Works', paths.howItWorks.getHref()),
        link('Talent Feed', paths.talent.getHref()),
        // Issue #30: the plans, before an account (docs/decisions/057-no-dead-ends.md).
        link('Pricing', paths.pricing.getHref()),
        link('Contact', paths.contact.getHref()),
        {
          kind: 'menu',
          label: 'Login',
          primary: true,
          items: [
            link('Company Login', paths.loginCompany.getHref()),
            link('Candidate Login', paths.loginCandidate.getHref()),
            link('Create Company Account', paths.createAccount.getHref()),
            link('Join as Talent', paths.candidateSignup.getHref()),
          ],
        },
      ];
    case 'company':
      return [
        link('Dashboard', paths.dashboard.getHref()),
        link('Talent Feed', paths.talent.getHref()),
        messagesLink,
        {
          kind: 'menu',
          label: 'Gigs',
          items: [
            link('My Gigs', paths.gigs.getHref()),
            link('Post a Gig', paths.newGig.getHref()),
          ],
        },
        {
          kind: 'menu',
          label: session.user?.companyName ?? session.user?.displayName ?? '',
          items: [
            link('Post a Gig', paths.newGig.getHref()),
            link('Manage Intros', paths.dashboard.getHref('requests')),
            // Issue #33: the members, invitations and seats.
            link('Team', paths.team.getHref()),
            // Issue #34 items 1, 3: the team's board and lists.
            link('Pipeline', paths.pipeline.getHref()),
            // Issue #34 item 5: the member's saved searches and their alerts.
            link('Saved Searches', paths.savedSearches.getHref()),
            link('Settings', paths.dashboard.getHref('account')),
            logoutEntry,
          ],
        },
      ];
    case 'candidate':
      return [
        link('Dashboard', paths.candidateDashboard.getHref()),
        link('Browse Companies', paths.talent.getHref()),
        messagesLink,
        {
          kind: 'menu',
          label: session.user?.displayName ?? '',
          items: [
            link('Edit Profile', paths.candidateDashboard.getHref('profile')),
            link('My Intros', paths.candidateDashboard.getHref('intro-requests')),
            logoutEntry,
          ],
        },
      ];
    case 'admin':
      return [
        link('Candidates', paths.adminCandidates.getHref()),
        link('Companies', paths.adminCompanies.getHref()),
        link('Intros & Gigs', paths.adminIntrosAndGigs.getHref()),
        // On the public site; the admin area has its own header with its own Log Out.
        logoutEntry,
      ];
  }
}

/**
 * The one link of `entries` (menus' items included) that shows as the current page at
 * `location`, by its `to`; null when none matches (issue #30: on `/dashboard?tab=account` the
 * phone menu highlighted Dashboard, Manage Intros and Settings at once). A link matches when its
 * path is the location's — or, for the inbox, a page under it — and every query parameter it
 * names has the location's value; of those, the one naming the most parameters wins, so
 * Settings beats Dashboard on the account tab and Dashboard is current on `/dashboard` alone.
 */
export function currentNavTarget(
  entries: NavEntry[],
  location: { pathname: string; search: string },
): string | null {
  const here = new URLSearchParams(location.search);
  let best: { to: string; score: number } | null = null;
  for (const link of navLinks(entries)) {
    const [path = '', query = ''] = link.to.split('?');
    const samePath =
      location.pathname === path || (link.badge && location.pathname.startsWith(`${path}/`));
    if (!samePath) continue;
    const wanted = [...new URLSearchParams(query)];
    if (!wanted.every(([key, value]) => here.get(key) === value)) continue;
    if (!best || wanted.length > best.score) best = { to: link.to, score: wanted.length };
  }
  return best?.to ?? null;
}

/** Every link of `entries`, menus' items included, each `to` once, in order. */
export function navLinks(entries: NavEntry[]): NavLinkEntry[] {
  const seen = new Set<string>();
  const links: NavLinkEntry[] = [];
  const add = (entry: NavEntry | NavLinkEntry | NavLogoutEntry) => {
    if (entry.kind === 'menu') entry.items.forEach(add);
    else if (entry.kind === 'link' && !seen.has(entry.to)) {
      seen.add(entry.to);
      links.push(entry);
    }
  };
  entries.forEach(add);
  return links;
}
