/**
 * Renders a component as the app does (issue #29, component tests): inside the app's TanStack Query
 * client and a memory router at `path`, with the toast area, and a `userEvent` session to use it by
 * role, label and keyboard. The components reach the real API through `startComponentApi`
 * (`test/web/api.ts`).
 */
import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '../../src/web/lib/query-client';
import { Toaster } from '../../src/web/components/ui/toaster';

/**
 * Renders `ui` at `path` (default `/`); other paths of the memory router render a line naming
 * them, so a test sees where a link or a navigation went (`screen.getByText('Page: /talent')`).
 */
export function renderWithApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  const pathname = path.split('?')[0]!;
  const router = createMemoryRouter(
    [
      { path: pathname, element: ui },
      { path: '*', element: <OtherPage /> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient, router };
}

function OtherPage() {
  const location = useLocation();
  return <p>Page: {location.pathname}</p>;
}
