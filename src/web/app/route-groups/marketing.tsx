/**
 * Public marketing pages (spec 1 §2): home, startups, for candidates, how it works, contact, legal;
 * About Us, the FAQ and pricing (issue #30).
 */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

export const marketingRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('../routes/home')).HomeRoute }) },
  {
    path: paths.startups.path,
    lazy: async () => ({
      Component: (await import('../routes/marketing/startups')).StartupsRoute,
    }),
  },
  {
    path: paths.forCandidates.path,
    lazy: async () => ({
      Component: (await import('../routes/marketing/for-candidates')).ForCandidatesRoute,
    }),
  },
  {
    path: paths.howItWorks.path,
    lazy: async () => ({
      Component: (await import('../routes/marketing/how-it-works')).HowItWorksRoute,
    }),
  },
  {
    path: paths.contact.path,
    lazy: async () => ({ Component: (await import('../routes/marketing/contact')).ContactRoute }),
  },
  {
    path: paths.about.path,
    lazy: async () => ({ Component: (await import('../routes/marketing/about')).AboutRoute }),
  },
  {
    path: paths.faq.path,
    lazy: async () => ({ Component: (await import('../routes/marketing/faq')).FaqRoute }),
  },
  {
    path: paths.pricing.path,
    lazy: async () => ({ Component: (await import('../routes/marketing/pricing')).PricingRoute }),
  },
  {
    path: paths.terms.path,
    lazy: async () => ({ Component: (await import('../routes/marketing/terms')).TermsRoute }),
  },
  {
    path: paths.privacy.path,
    lazy: async () => ({ Component: (await import('../routes/marketing/privacy')).PrivacyRoute }),
  },
];
