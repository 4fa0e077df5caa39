/** Company pages (issue #15): candidates read them, and a company previews its own. */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { RequireParty } from '../routes/messages/require-party';
import { pagesFrom } from './lazy-pages';

// Loaded at the first company page a party opens, not with every page's start (lazy-pages.ts).
const page = pagesFrom(async () => (await import('./loaders/party')).partyPages);

export const companyPageRoutes: RouteObject[] = [
  {
    element: <RequireParty />,
    children: [
      {
        path: paths.companyProfile.path,
        lazy: page('companyPage'),
      },
    ],
  },
];
