/**
 * The JavaScript chunks of a prerendered page's route (issue #14 "Pages"): the page's entry script
 * names them in `data-app-preload`, each after the chunks it imports and the route chunk last
 * (`src/web/prerender.tsx`, `routePreloads`).
 */
import { yieldToMain } from './yield-to-main';

/** The route chunks' URLs (`/assets/…js`), or none on a page rendered in the browser. */
export function routeChunkUrls(): string[] {
  const urls = document.querySelector('script[data-app-preload]')?.getAttribute('data-app-preload');
  return urls?.split(' ').filter(Boolean) ?? [];
}

/**
 * Evaluates the route chunks one per task, in the order given (a chunk's imports before it), so
 * that no single task runs all of them — zod and a form's schemas alone took ~185 ms of a slow
 * phone's main thread in one task (docs/decisions/048-hydrate-in-slices.md, kept by ADR 054). The router's own
 * import of the route then finds them evaluated. Stops at the first chunk that fails to load (a
 * deploy replaced it): the router's import then reports it as before.
 */
export async function evaluateRouteChunks(urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    try {
      await import(/* @vite-ignore */ url);
    } catch {
      return;
    }
    await yieldToMain();
  }
}
