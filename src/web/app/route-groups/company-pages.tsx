/** Company pages (issue #15): candidates read them, and a company previews its own. */
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { RequireParty } from '../routes/messages/require-party';

export const companyPageRoutes: RouteObject[] = [
  {
    element: <RequireParty />,
    children: [
      {
        path: paths.companyProfile.path,
        lazy: async () => ({
          Component: (await import('../routes/candidate/company-page')).CompanyPageRoute,
        }),
      },
    ],
  },
];
