/**
 * Starts the app in `#root`: hydrates a page that arrived prerendered (docs/decisions/029), renders
 * every other page from scratch. Loaded by `main.tsx` — at once on a page rendered in the browser,
 * after the first paint on a prerendered page (docs/decisions/041-paint-first-hydrate-after.md).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './providers';
import { AppRouter, createAppRouter } from './router';
import { disableZodJit } from '../lib/zod-jitless';
import { WhenHydrated } from './when-hydrated';
import { yieldToMain } from '../lib/yield-to-main';
import { prepareClassMerge } from '../lib/cn';
import { evaluateRouteChunks, routeChunkUrls } from '../lib/route-chunks';

/**
 * Mounts the app on `root`; `prerendered` says whether `root` holds the page's prerendered markup
 * (hydrated, if still at its URL) or is empty (rendered). `onHydrated` is called once, after the
 * commit that hydrated or rendered the page (the entry then replays what the visitor did before,
 * ADR 041). Resolves once React has been given the app.
 */
export async function startApp(
  root: HTMLElement,
  prerendered: boolean,
  onHydrated?: () => void,
): Promise<void> {
  // The Content-Security-Policy (script-src 'self') forbids eval, which zod's JIT uses; before any
  // route module (and the schemas it imports) runs.
  disableZodJit();
  // The markup is hydrated only at the path it was rendered for. A script may have moved the page
  // to another URL before the app ran (`history.pushState`); React would find another page's tree
  // and, after reporting the mismatch, render it from scratch — so it is rendered from scratch at
  // once (docs/decisions/054-react-dom-again.md).
  const hydrate = prerendered && root.dataset.prerenderedPath === window.location.pathname;
  // Each step in a task of its own, so that none blocks a tap for long (docs/decisions/048, kept by
  // ADR 054): the route's chunks one by one, the router, the class merger's tables, then hydration.
  if (hydrate) await evaluateRouteChunks(routeChunkUrls());
  const router = await createAppRouter({ hydrate });
  if (hydrate) {
    await yieldToMain();
    prepareClassMerge();
    await yieldToMain();
  }
  const app = (
    <StrictMode>
      <AppProvider hydrating={hydrate}>
        <AppRouter router={router} />
        {onHydrated ? <WhenHydrated onHydrated={onHydrated} /> : null}
      </AppProvider>
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // hydrating the whole page in one long task (the page is already visible and usable as HTML).
  if (hydrate) {
    startTransition(() => void hydrateRoot(root, app));
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}
