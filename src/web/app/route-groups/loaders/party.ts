/**
 * The loaders of the inbox and of a company's page, both behind `RequireParty`
 * (route-groups/messages.tsx, route-groups/company-pages.tsx, route-groups/lazy-pages.ts).
 */
import type { LoadPage } from '../lazy-pages';

/** Each page's `lazy`, by name (`pagesFrom`). */
export const partyPages = {
  messages: async () => ({
    Component: (await import('../../routes/messages/messages')).MessagesRoute,
  }),
  companyPage: async () => ({
    Component: (await import('../../routes/candidate/company-page')).CompanyPageRoute,
  }),
} satisfies Record<string, LoadPage>;
