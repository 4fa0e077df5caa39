/**
 * The loaders of the talent group's pages but the feed (route-groups/talent.tsx,
 * route-groups/lazy-pages.ts): the feed is prerendered and keeps its own import.
 */
import type { LoadPage } from '../lazy-pages';

/** Each page's `lazy`, by name (`pagesFrom`). */
export const talentPages = {
  profile: async () => ({
    Component: (await import('../../routes/talent/talent-profile')).TalentProfileRoute,
  }),
  unsubscribe: async () => ({
    Component: (await import('../../routes/talent/unsubscribe')).UnsubscribeRoute,
  }),
  introResponse: async () => ({
    Component: (await import('../../routes/talent/intro-response')).IntroResponseRoute,
  }),
  requestIntroConfirmation: async () => ({
    Component: (await import('../../routes/talent/request-intro-confirmation'))
      .RequestIntroConfirmationRoute,
  }),
  introConfirmation: async () => ({
    Component: (await import('../../routes/talent/intro-confirmation')).IntroConfirmationRoute,
  }),
} satisfies Record<string, LoadPage>;
