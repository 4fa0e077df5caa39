/**
 * Build-time prerendering of the public pages (issue #14 "Pages",
 * docs/decisions/029-prerendered-public-pages.md). Bundled by Vite for Node
 * (`vite build --ssr src/web/prerender.tsx`) and run by `scripts/prerender.mjs` after the client
 * build: each page of `publicPages` is rendered by the real routes, as a visitor whose session is
 * still unknown sees it on the first render in the browser, so that `hydrateRoot` finds the same
 * markup. Never runs in the browser.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { APP_URL_PLACEHOLDER, publicPages, type PublicPage } from '../shared/public-pages';
import { AppProvider } from './app/providers';
import { routes } from './app/router';
import { DocumentTitleCollector } from './components/document-title';

export { publicPages, prerenderedFile } from '../shared/public-pages';

/** Escapes text for an HTML attribute value or element content. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A page rendered at build time: the markup inside `#root`, and the title it renders. */
export interface RenderedPage {
  markup: string;
  title: string;
}

/**
 * Renders the app at `pagePath` to HTML (the markup inside `#root`), waiting for every lazy
 * route and `Suspense` boundary, and the text of the one `DocumentTitle` it renders. Throws when
 * the path redirects or fails to render, or renders no title or more than one.
 */
export async function renderPage(pagePath: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${pagePath}`));
  if (context instanceof Response) throw new Error(`prerender: ${pagePath} answered a redirect`);
  if (context.errors) throw new Error(`prerender: ${pagePath} failed to render`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const titles: string[] = [];
  const app = (
    <StrictMode>
      <DocumentTitleCollector value={(title) => titles.push(title)}>
        <AppProvider>
          {/* No inline hydration script: the Content-Security-Policy allows only our own scripts. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </DocumentTitleCollector>
    </StrictMode>
  );
  // React DOM's static prerender waits for every lazy module and `Suspense` boundary to resolve.
  const { prelude } = await prerenderToNodeStream(app);
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  // A component that suspends renders again when its code has arrived: count each text once.
  const distinct = [...new Set(titles)];
  if (distinct.length !== 1)
    throw new Error(`prerender: ${pagePath} renders ${distinct.length} titles, not one`);
  return { markup, title: distinct[0]! };
}

/** The chunks of Vite's client manifest, as far as the preloads need them. */
type ClientManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/**
 * The JavaScript files the page's route module needs that the entry does not import statically:
 * the route chunk and its static imports, so that they load beside the app's start-up chunk
 * rather than after it (and the page is hydrated as soon as the app has started). Listed with
 * each chunk after the chunks it imports, the route chunk last, so that the app can evaluate them
 * one per task in this order (`lib/route-chunks.ts`, docs/decisions/048). Throws when the manifest
 * does not have the route module (`PublicPage.routeModule` out of date).
 */
export function routePreloads(manifest: ClientManifest, page: PublicPage): string[] {
  /** `key` and what it imports, each chunk after its imports (depth first, post-order). */
  const closure = (key: string, seen: Set<string>, order: string[]) => {
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`prerender: ${key} (for ${page.path}) is not in the build manifest`);
    if (seen.has(key)) return order;
    seen.add(key);
    for (const next of chunk.imports ?? []) closure(next, seen, order);
    order.push(key);
    return order;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const preloaded = new Set(entry ? closure(entry, new Set(), []) : []);
  return closure(page.routeModule, new Set(), [])
    .filter((k) => !preloaded.has(k))
    .map((k) => `/${manifest[k]!.file}`);
}

/**
 * The whole document of a prerendered page: `template` (the built `index.html`) with the page's
 * markup in `#root`, and its title, description, canonical URL and Open Graph tags in `<head>`.
 * The page paints before it fetches any JavaScript (docs/decisions/041-paint-first-hydrate-after.md):
 * the template's `modulepreload`s (the app's start-up chunk) are dropped and the entry script is
 * loaded `async` (a low-priority request that does not hold up the first paint); the entry fetches
 * the app after the first paint, with `preloads` (the page's route chunks), which it reads from the
 * script's `data-app-preload`.
 * The page's title (its `DocumentTitle`) goes into `<head>`, in place of the template's title. URLs
 * carry `APP_URL_PLACEHOLDER`.
 */
export function renderDocument(
  template: string,
  page: PublicPage,
  { markup: body, title: text }: RenderedPage,
  preloads: string[] = [],
): string {
  const title = escapeHtml(text);
  const url = `${APP_URL_PLACEHOLDER}${page.path}`;
  const description = escapeHtml(page.description);
  const head = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="WarmIntro" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
  const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  if (!entryScript.test(template))
    throw new Error('prerender: index.html has no entry <script type="module">');
  const withHead = template
    .replace(/<title>[^<]*<\/title>/, head)
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      entryScript,
      (_, src: string) =>
        `<script type="module" crossorigin async src="${src}" data-app-preload="${escapeHtml(preloads.join(' '))}"></script>`,
    );
  if (!withHead.includes('<div id="root"></div>'))
    throw new Error('prerender: index.html has no empty <div id="root"></div>');
  // The path the markup is for: the app hydrates it only there (`app/start.tsx`).
  const root = `<div id="root" data-prerendered-path="${escapeHtml(page.path)}">`;
  return withHead.replace('<div id="root"></div>', () => `${root}${body}</div>`);
}

/**
 * Every public page as a complete document, in `publicPages` order, from the built `index.html`
 * and Vite's client manifest (`dist/web/.vite/manifest.json`).
 */
export async function renderPublicPages(
  template: string,
  manifest: ClientManifest,
): Promise<{ page: PublicPage; html: string }[]> {
  const out: { page: PublicPage; html: string }[] = [];
  for (const page of publicPages) {
    const rendered = await renderPage(page.path);
    out.push({
      page,
      html: renderDocument(template, page, rendered, routePreloads(manifest, page)),
    });
  }
  return out;
}
