/**
 * The loaders of the candidate pages but the signup, which is prerendered
 * (route-groups/candidate.tsx, route-groups/lazy-pages.ts).
 */
import type { LoadPage } from '../lazy-pages';

/** Each page's `lazy`, by name (`pagesFrom`). */
export const candidatePages = {
  join: async () => ({ Component: (await import('../../routes/candidate/join')).JoinRoute }),
  stillOpen: async () => ({
    Component: (await import('../../routes/candidate/still-open')).StillOpenRoute,
  }),
  dashboard: async () => ({
    Component: (await import('../../routes/candidate/dashboard')).CandidateDashboardRoute,
  }),
} satisfies Record<string, LoadPage>;
