/**
 * The entry of the web app: a few hundred bytes that decide when the app itself
 * (`app/start.tsx`: React DOM, the router, the pages) loads. A page rendered in the browser loads it
 * at once (`index.html` preloads it). A prerendered page (docs/decisions/029) is already visible,
 * so it loads the app after the page's first paint — when the page has loaded, or at the
 * visitor's first touch, click, key or focus if that comes sooner — and then hydrates it, so that
 * the app's download and start-up never delay the page's first paint
 * (docs/decisions/041-paint-first-hydrate-after.md). What the visitor does meanwhile is kept:
 * links are plain links, typed text stays, and form submissions and button clicks are held and
 * replayed once the page is hydrated (`lib/early-interactions.ts`).
 */
import { holdEarlyInteractions } from './lib/early-interactions';
import { routeChunkUrls } from './lib/route-chunks';
import './styles.css';

/** Loads the app and mounts it on `#root`. */
function start(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element in index.html');
  const prerendered = root.hasChildNodes();
  // Until it is hydrated, a prerendered page holds back form submissions and button clicks.
  const replay = prerendered ? holdEarlyInteractions(root) : undefined;
  const run = () => {
    preloadRouteChunks();
    void import('./app/start').then(({ startApp }) =>
      startApp(root, prerendered, () => {
        replay?.();
        // The page is the app's now (a test waits for it: before-hydration.spec.ts).
        root.dataset.hydrated = '';
      }),
    );
  };
  if (prerendered) afterFirstPaint(run);
  else run();
}

/**
 * Preloads the chunks of a prerendered page's route, which its entry script names in
 * `data-app-preload` (space-separated URLs; `src/web/prerender.tsx`), so that they load beside the
 * app rather than after it. Adding a `modulepreload` costs the main thread a few milliseconds on a
 * slow phone, so they are added a few at a time, each batch in a task of its own
 * (docs/decisions/048-hydrate-in-slices.md, kept by ADR 054).
 */
function preloadRouteChunks(): void {
  const hrefs = routeChunkUrls();
  const addBatch = () => {
    for (const href of hrefs.splice(0, PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (hrefs.length > 0) setTimeout(addBatch, 0);
  };
  addBatch();
}

/** How many `modulepreload`s `preloadRouteChunks` adds in one task. */
const PRELOADS_PER_TASK = 4;

/** The events that show a visitor is using the page before it is hydrated. */
const interactions = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Calls `run` once: after the page's first contentful paint, its `load` event and its fonts, and
 * the frame that follows them (the page has painted with its font), or at the visitor's first
 * interaction, whichever comes first. A page in a background tab does not paint, so it does not
 * wait for the paint.
 */
function afterFirstPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    for (const type of interactions) window.removeEventListener(type, once, true);
    run();
  };
  for (const type of interactions)
    window.addEventListener(type, once, { capture: true, passive: true });
  void Promise.all([firstContentfulPaint(), loaded(), document.fonts.ready]).then(() =>
    requestAnimationFrame(() => setTimeout(once, 0)),
  );
}

/** Resolves at the page's first contentful paint (at once where paint timing is not available). */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const painted = () =>
      performance.getEntriesByName('first-contentful-paint', 'paint').length > 0;
    if (
      painted() ||
      document.visibilityState === 'hidden' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    )
      return resolve();
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves after the `load` event. */
function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

// The prerendered pages load this script with `async`: it may run before the document is parsed.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
