/** Public marketing pages (spec 1 §2): home, startups, for candidates, how it works, contact, legal. */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { placeholder } from './placeholders';

export const marketingRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('../routes/home')).HomeRoute }) },
  placeholder(
    paths.startups.path,
    'For Startups',
    '500+ pre-vetted professionals, average hire time 5-7 days, 90% trial-to-hire success and a risk-free trial.',
  ),
  placeholder(paths.forCandidates.path, 'For Candidates', 'Zero applications, warm intros only.'),
  placeholder(
    paths.howItWorks.path,
    'How It Works',
    'Discover Top Talent. Seamless Connections. Risk-Free Trial Projects.',
  ),
  placeholder(
    paths.contact.path,
    'Contact',
    'Schedule Your Demo: a 30-minute demo. We respond within one business day.',
  ),
  placeholder(paths.terms.path, 'Terms of Service', 'The terms for using WarmIntro.'),
  placeholder(
    paths.privacy.path,
    'Privacy Policy',
    'How WarmIntro collects, uses and protects your information.',
  ),
];
