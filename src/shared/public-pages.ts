/**
 * The public pages that are prerendered to HTML at build time and served as such (issue #14
 * "Pages", docs/decisions/029-prerendered-public-pages.md): spec 1 §2's public pages, and the
 * talent feed as it looks while its first page loads (its hero, search and filters), and the
 * company signup, candidate signup and company login pages with their forms (a logged-in user is
 * sent on once the session is known, docs/decisions/041). Each has the description,
 * canonical URL and Open Graph tags of its `<head>`; the spec gives no such texts, so these
 * describe the page in the spec's own words. The title is the one the page itself renders.
 */
import { FREE_INTRO_REQUESTS_PER_MONTH, PRO_PRICE_USD_PER_MONTH } from './billing/allowance';
import { paths } from './paths';

/** A prerendered page: its URL path and the text of its meta description. */
export interface PublicPage {
  path: string;
  description: string;
  /**
   * The source file of the page's lazy route module (as the router's route group imports it):
   * the build preloads its chunks with the page, and checks the page's weight (ADR 030).
   */
  routeModule: string;
  /**
   * The page renders its query string (the feed's filters): a URL
   * with one gets the app shell, not the prerendered page, whose HTML would not match.
   */
  readsQuery?: boolean;
}

export const publicPages: readonly PublicPage[] = [
  {
    path: paths.home.getHref(),
    routeModule: 'src/web/app/routes/home.tsx',
    description:
      'WarmIntro connects startups with pre-vetted tech candidates through warm introductions: skip job posts, book calls, not interviews.',
  },
  {
    path: paths.startups.getHref(),
    routeModule: 'src/web/app/routes/marketing/startups.tsx',
    description:
      'Hire pre-vetted tech talent through warm introductions: 500+ professionals, an average hire in 5-7 days and a paid, risk-free trial project.',
  },
  {
    path: paths.howItWorks.getHref(),
    routeModule: 'src/web/app/routes/marketing/how-it-works.tsx',
    description:
      'How WarmIntro works: discover top talent, request a warm intro, meet within days and start with a paid trial project before you hire.',
  },
  {
    path: paths.forCandidates.getHref(),
    routeModule: 'src/web/app/routes/marketing/for-candidates.tsx',
    description:
      'Zero applications. Warm intros only. Join a curated network of tech talent and let startups come to you with paid trial projects.',
  },
  {
    path: paths.contact.getHref(),
    routeModule: 'src/web/app/routes/marketing/contact.tsx',
    description:
      'Contact WarmIntro about hiring through warm introductions, Enterprise plans or partnerships. We respond within one business day.',
  },
  {
    path: paths.about.getHref(),
    routeModule: 'src/web/app/routes/marketing/about.tsx',
    description:
      'About WarmIntro: warm introductions between startups and pre-vetted tech talent, contact details only after a yes, and paid trial projects before a hire.',
  },
  {
    path: paths.faq.getHref(),
    routeModule: 'src/web/app/routes/marketing/faq.tsx',
    description:
      'WarmIntro FAQ: how candidates are vetted, how warm intros and paid trial projects work, what the Free and Pro plans include, and how to cancel.',
  },
  {
    path: paths.pricing.getHref(),
    routeModule: 'src/web/app/routes/marketing/pricing.tsx',
    description: `WarmIntro pricing: start free with ${FREE_INTRO_REQUESTS_PER_MONTH} intro requests a month, go unlimited with Pro at $${PRO_PRICE_USD_PER_MONTH} a month, or talk to us about Enterprise.`,
  },
  {
    path: paths.terms.getHref(),
    routeModule: 'src/web/app/routes/marketing/terms.tsx',
    description: 'The terms of service for using WarmIntro, for startups and for candidates.',
  },
  {
    path: paths.privacy.getHref(),
    routeModule: 'src/web/app/routes/marketing/privacy.tsx',
    description:
      'How WarmIntro collects, uses and protects personal data, and how to use your rights.',
  },
  {
    path: paths.talent.getHref(),
    routeModule: 'src/web/app/routes/talent/talent-feed.tsx',
    description:
      'Browse pre-vetted tech talent on WarmIntro: search by name, role or skill, filter by location and availability, and request a warm intro.',
    readsQuery: true,
  },
  // The signup and login pages show their form while the session is being checked, and move a
  // logged-in user on once it is known (docs/decisions/041-paint-first-hydrate-after.md).
  {
    path: paths.createAccount.getHref(),
    routeModule: 'src/web/app/routes/auth/create-account.tsx',
    description:
      'Create a company account on WarmIntro and connect directly with pre-vetted tech talent through warm introductions.',
  },
  {
    path: paths.candidateSignup.getHref(),
    routeModule: 'src/web/app/routes/candidate/signup.tsx',
    description:
      'Create your candidate profile on WarmIntro: zero applications, warm intros only. Startups ask you for an intro; you choose.',
  },
  {
    path: paths.loginCompany.getHref(),
    routeModule: 'src/web/app/routes/auth/login-company.tsx',
    description:
      'Log in to your WarmIntro company account to browse pre-vetted talent and manage your warm intro requests.',
  },
];

/** The file a prerendered page is written to, relative to the web build folder. */
export function prerenderedFile(pagePath: string): string {
  return `prerendered${pagePath === '/' ? '/index' : pagePath}.html`;
}

/** Stands for the site's public origin in prerendered pages; the server puts `APP_URL` in its place. */
export const APP_URL_PLACEHOLDER = '%WARMINTRO_APP_URL%';
