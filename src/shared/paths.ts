/**
 * Every page route of the app, with a typed builder for its links (spec 1 §2 route table,
 * spec 2 §2 route table). `path` is the router pattern; `getHref` builds a concrete URL. No route
 * string is written anywhere else: the web router and links use this table, and the server builds
 * the links of its e-mails and calendar files from it with `absoluteUrl`. Plain TypeScript, so
 * that both sides can import it.
 */

/** Appends `params` as a query string, leaving out empty values. */
function withQuery(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value) search.set(key, value);
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Company dashboard tabs (spec 1 §2 "Company dashboard"). */
export type CompanyDashboardTab = 'requests' | 'messages' | 'browse' | 'account';
/** Candidate dashboard tabs (spec 2 §2 "Candidate dashboard"). */
export type CandidateDashboardTab = 'profile' | 'intro-requests' | 'gigs' | 'messages';

export const paths = {
  home: { path: '/', getHref: () => '/' },
  startups: { path: '/startups', getHref: () => '/startups' },
  forCandidates: { path: '/for-candidates', getHref: () => '/for-candidates' },
  howItWorks: { path: '/how-it-works', getHref: () => '/how-it-works' },
  talent: { path: '/talent', getHref: () => '/talent' },
  /** A candidate's profile page (issue #15). */
  talentProfile: {
    path: '/talent/:candidateId',
    getHref: (candidateId: string) => `/talent/${encodeURIComponent(candidateId)}`,
  },
  /** A company's public page, for candidates (issue #15). */
  companyProfile: {
    path: '/companies/:companyId',
    getHref: (companyId: string) => `/companies/${encodeURIComponent(companyId)}`,
  },
  contact: { path: '/contact', getHref: () => '/contact' },
  /** About Us and the FAQ, real pages where the spec's footer had coming-soon notices (issue #30). */
  about: { path: '/about', getHref: () => '/about' },
  faq: { path: '/faq', getHref: () => '/faq' },
  /** The plans side by side, for everyone (issue #30); `/upgrade` is a company's way to Pro. */
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) => withQuery('/reset-password', { token }),
  },

  /** The link of the e-mail verification message (issue #31; docs/decisions/065). */
  verifyEmail: {
    path: '/verify-email',
    getHref: (token?: string) => withQuery('/verify-email', { token }),
  },

  /** The link that proves a company's domain (issue #35 part 3; docs/decisions/079). */
  verifyDomain: {
    path: '/verify-domain',
    getHref: (token?: string) => withQuery('/verify-domain', { token }),
  },

  createAccount: { path: '/create-account', getHref: () => '/create-account' },
  loginCompany: {
    path: '/login/company',
    getHref: (redirectTo?: string) => withQuery('/login/company', { redirectTo }),
  },
  introConfirmation: {
    path: '/intro-confirmation/:candidateId',
    getHref: (candidateId: string, requestId?: string) =>
      withQuery(`/intro-confirmation/${encodeURIComponent(candidateId)}`, { requestId }),
  },
  requestIntroConfirmation: {
    path: '/request-intro-confirmation',
    getHref: () => '/request-intro-confirmation',
  },
  onboardingPreferences: {
    path: '/onboarding/preferences',
    getHref: () => '/onboarding/preferences',
  },
  onboardingWelcome: { path: '/onboarding-welcome', getHref: () => '/onboarding-welcome' },
  onboardingComplete: { path: '/onboarding/complete', getHref: () => '/onboarding/complete' },
  dashboard: {
    path: '/dashboard',
    getHref: (tab?: CompanyDashboardTab) => withQuery('/dashboard', { tab }),
  },
  gigs: { path: '/dashboard/gigs', getHref: () => '/dashboard/gigs' },
  newGig: { path: '/dashboard/gigs/new', getHref: () => '/dashboard/gigs/new' },
  proposeGig: {
    path: '/dashboard/gigs/propose/:candidateId',
    getHref: (candidateId: string) => `/dashboard/gigs/propose/${encodeURIComponent(candidateId)}`,
  },
  /** One of the company's gigs, and editing it while open (issue #30: Details and Edit). */
  gig: {
    path: '/dashboard/gigs/:gigId',
    getHref: (gigId: string) => `/dashboard/gigs/${encodeURIComponent(gigId)}`,
  },
  editGig: {
    path: '/dashboard/gigs/:gigId/edit',
    getHref: (gigId: string) => `/dashboard/gigs/${encodeURIComponent(gigId)}/edit`,
  },
  /** The company's members, invitations and seats (issue #33 item 9). */
  team: { path: '/dashboard/team', getHref: () => '/dashboard/team' },
  /** The company's pipeline board and its lists (issue #34 items 1 and 3). */
  pipeline: { path: '/dashboard/pipeline', getHref: () => '/dashboard/pipeline' },
  shortlist: {
    path: '/dashboard/pipeline/lists/:shortlistId',
    getHref: (shortlistId: string) =>
      `/dashboard/pipeline/lists/${encodeURIComponent(shortlistId)}`,
  },
  /** The member's saved searches and their alerts (issue #34 item 5). */
  savedSearches: { path: '/dashboard/saved-searches', getHref: () => '/dashboard/saved-searches' },
  upgrade: { path: '/upgrade', getHref: () => '/upgrade' },
  /** The inbox of a company or a candidate, and one conversation in it (issue #16). */
  messages: { path: '/messages', getHref: () => '/messages' },
  conversation: {
    path: '/messages/:conversationId',
    getHref: (conversationId: string) => `/messages/${encodeURIComponent(conversationId)}`,
  },

  candidateSignup: { path: '/candidate-signup', getHref: () => '/candidate-signup' },
  join: { path: '/join', getHref: () => '/join' },
  /** An invitation link to join a company's team (issue #33 item 2): public, not prerendered. */
  joinTeam: {
    path: '/join/:token',
    getHref: (token: string) => `/join/${encodeURIComponent(token)}`,
  },
  loginCandidate: {
    path: '/login/candidate',
    getHref: (redirectTo?: string) => withQuery('/login/candidate', { redirectTo }),
  },
  candidateDashboard: {
    path: '/candidate-dashboard',
    getHref: (tab?: CandidateDashboardTab) => withQuery('/candidate-dashboard', { tab }),
  },
  introResponse: {
    path: '/intro-response/:token',
    getHref: (token: string) => `/intro-response/${encodeURIComponent(token)}`,
  },
  /** A saved search's alert e-mail's unsubscribe link (issue #34 item 5): public, confirms with a button. */
  unsubscribeAlerts: {
    path: '/unsubscribe/:token',
    getHref: (token: string) => `/unsubscribe/${encodeURIComponent(token)}`,
  },
  /** The one-click "still open to intros" link of the 30-day e-mail (docs/decisions/028). */
  stillOpen: {
    path: '/still-open/:token',
    getHref: (token: string) => `/still-open/${encodeURIComponent(token)}`,
  },

  adminLogin: {
    path: '/admin/login',
    getHref: (redirectTo?: string) => withQuery('/admin/login', { redirectTo }),
  },
  adminCandidates: { path: '/admin/candidates', getHref: () => '/admin/candidates' },
  adminCompanies: { path: '/admin/companies', getHref: () => '/admin/companies' },
  adminIntroRequests: { path: '/admin/intro-requests', getHref: () => '/admin/intro-requests' },
  adminIntrosAndGigs: { path: '/admin/intros-and-gigs', getHref: () => '/admin/intros-and-gigs' },
  adminDeleteUsers: { path: '/admin/delete-users', getHref: () => '/admin/delete-users' },
  adminEmails: { path: '/admin/emails', getHref: () => '/admin/emails' },
  /** Failed background jobs and their Retry button (issue #32 item 4; docs/decisions/071). */
  adminJobs: { path: '/admin/jobs', getHref: () => '/admin/jobs' },
  adminAudit: { path: '/admin/audit', getHref: () => '/admin/audit' },
  /** The admin's own two-factor and sessions (issue #31 item 4; docs/decisions/067). */
  adminSecurity: { path: '/admin/security', getHref: () => '/admin/security' },
  adminConversation: {
    path: '/admin/conversations/:conversationId',
    getHref: (conversationId: string) =>
      `/admin/conversations/${encodeURIComponent(conversationId)}`,
  },
} as const;

export type PathKey = keyof typeof paths;

/**
 * An absolute link to a page: `appUrl` (the server's `APP_URL`, with or without a trailing
 * slash) joined to `href` (from a `getHref`, starting with `/`) with exactly one slash between.
 * @example absoluteUrl('https://warmintro.com/', paths.talent.getHref()) // 'https://warmintro.com/talent'
 */
export function absoluteUrl(appUrl: string, href: string): string {
  return `${appUrl.replace(/\/+$/, '')}/${href.replace(/^\/+/, '')}`;
}

/** Each route's pattern as a regular expression: a `:param` is one non-empty path segment. */
const routePatterns = Object.values(paths).map(
  ({ path }) =>
    new RegExp(
      `^${path
        .split('/')
        .map((segment) =>
          segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/')}/?$`,
    ),
);

/**
 * Whether `pathname` (no query string) is one of the app's page routes — the server answers 404
 * with the not-found page for any other address (issue #30), so search engines index only pages.
 * A trailing slash is allowed, as the router allows it.
 */
export function isPageRoute(pathname: string): boolean {
  return routePatterns.some((pattern) => pattern.test(pathname));
}
