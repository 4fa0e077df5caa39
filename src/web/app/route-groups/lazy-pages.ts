/**
 * Route loaders kept out of the start-up chunk (issue #29 budget, docs/decisions/030): a group's
 * pages that are not prerendered are loaded by functions in a module of their own
 * (`loaders/<group>.ts`), which the first navigation into the group fetches — a chunk of a few
 * hundred bytes — before the page's chunk. Every page's start-up chunk then carries one dynamic
 * import per group instead of one per page, each with the list of chunks that page preloads. The
 * prerendered pages (`src/shared/public-pages.ts`) keep their own imports: their hydration waits
 * for their route module, and nothing may come in between.
 */
import type { ComponentType } from 'react';

/** A route's `lazy`: the page's component. */
export type LoadPage = () => Promise<{ Component: ComponentType }>;

/**
 * `lazy` functions for the pages of one loader module: `page('name')` loads the module (once; the
 * browser keeps it) and then the page it names.
 */
export function pagesFrom<Pages extends Record<string, LoadPage>>(
  loadGroup: () => Promise<Pages>,
): (page: keyof Pages) => LoadPage {
  return (page) => async () => (await loadGroup())[page]!();
}
