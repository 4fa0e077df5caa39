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
 * Two reflected properties happy-dom lacks, as browsers have them (HTML "The select element",
 * "The option element"): `HTMLSelectElement.size` (the `size` attribute, 0 when absent) and
 * `HTMLOptionElement.defaultSelected` (the `selected` attribute; happy-dom issue #2157). Without
 * them React Hook Form takes every registered `<select>` for one the user already changed and
 * keeps its empty first option instead of the form's default value.
 */
function reflectMissingSelectProperties() {
  const select = window.HTMLSelectElement.prototype;
  if (!('size' in select)) {
    Object.defineProperty(select, 'size', {
      configurable: true,
      get(this: HTMLSelectElement) {
        const size = Number.parseInt(this.getAttribute('size') ?? '', 10);
        return Number.isNaN(size) || size < 0 ? 0 : size;
      },
      set(this: HTMLSelectElement, value: number) {
        this.setAttribute('size', String(value));
      },
    });
  }
  const option = window.HTMLOptionElement.prototype;
  if (!('defaultSelected' in option)) {
    Object.defineProperty(option, 'defaultSelected', {
      configurable: true,
      get(this: HTMLOptionElement) {
        return this.hasAttribute('selected');
      },
      set(this: HTMLOptionElement, value: boolean) {
        this.toggleAttribute('selected', Boolean(value));
      },
    });
  }
}
reflectMissingSelectProperties();

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
