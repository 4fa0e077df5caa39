/** The company gig pages' loaders (route-groups/gigs.tsx, route-groups/lazy-pages.ts). */
import type { LoadPage } from '../lazy-pages';

/** Each page's `lazy`, by name (`pagesFrom`). */
export const gigPages = {
  gigs: async () => ({ Component: (await import('../../routes/gigs/gigs')).GigsRoute }),
  newGig: async () => ({ Component: (await import('../../routes/gigs/new-gig')).NewGigRoute }),
  gig: async () => ({ Component: (await import('../../routes/gigs/gig')).GigRoute }),
  editGig: async () => ({ Component: (await import('../../routes/gigs/edit-gig')).EditGigRoute }),
  proposeGig: async () => ({
    Component: (await import('../../routes/gigs/propose-gig')).ProposeGigRoute,
  }),
} satisfies Record<string, LoadPage>;
