/**
 * Serves the built web app from `dist/web` and answers every other non-API GET with `index.html`
 * (client-side routes). The public pages prerendered at build time (`publicPages`,
 * docs/decisions/029-prerendered-public-pages.md) answer with their own HTML, their URLs made
 * absolute with `APP_URL`. Unknown `/api` paths and missing files (`/assets/*`, `/favicon.ico`,
 * any path with an extension) answer 404, never the page. A page that `describePage` describes (a
 * candidate profile, issue #15) gets its own title, description and Open Graph tags in the HTML,
 * so link previews that run no script see them. An address that is no page route
 * (`isPageRoute`), or a page `describePage` knows not to exist (a profile of no or a hidden
 * candidate or company), answers 404 with `index.html`, whose app shows the not-found page
 * (issue #30: search engines index only pages).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPageRoute } from '../../../shared/paths';
import {
  APP_URL_PLACEHOLDER,
  prerenderedFile,
  publicPages,
  type PublicPage,
} from '../../../shared/public-pages';
import { sendProblem } from './errors';

/** What a page's `<head>` says about it (issue #15 "Good for sharing"). */
export interface PageHead {
  title: string;
  description: string;
  /** The page's absolute URL (`og:url`). */
  url: string;
  /** `og:type`, e.g. 'profile'. */
  type: string;
}

export interface SpaOptions {
  /** Folder of the Vite build; the SPA is skipped when it does not exist (API-only tests). */
  root: string;
  /** The site's public origin (`APP_URL`), for the canonical and Open Graph URLs of prerendered pages. */
  appUrl: string;
  /**
   * What the server knows of the page at `pathname`: its head, `'not-found'` for a page that does
   * not exist (answered 404), or null to serve `index.html` as it is. Called only for page routes;
   * it must be cheap (an indexed read or two) and must not throw. `request` says who reads (its
   * cookies; `request.auth` is read for `/api` routes only).
   */
  describePage?: (
    pathname: string,
    request: FastifyRequest,
  ) => Promise<PageHead | 'not-found' | null>;
}

/** The prerendered pages found in the build, with `appUrl` filled in. */
function loadPrerendered(root: string, appUrl: string): { page: PublicPage; html: string }[] {
  return publicPages
    .map((page) => ({ page, file: path.join(root, prerenderedFile(page.path)) }))
    .filter(({ file }) => existsSync(file))
    .map(({ page, file }) => ({
      page,
      html: readFileSync(file, 'utf8').replaceAll(APP_URL_PLACEHOLDER, appUrl),
    }));
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * `html` with `head`'s title and description in place of the page's own, and the Open Graph and
 * Twitter card tags added before `</head>`; every value HTML-escaped.
 */
export function withPageHead(html: string, head: PageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const tags = [
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:type" content="${escapeHtml(head.type)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.url)}" />`,
    `<meta property="og:site_name" content="WarmIntro" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace(/\s*<\/head>/, () => `\n    ${tags}\n  </head>`);
}

/** Whether an `Accept-Encoding` header accepts gzip (and does not refuse it with `q=0`). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

export default fp(async function spaPlugin(app: FastifyInstance, opts: SpaOptions) {
  const root = path.resolve(opts.root);
  const hasBuild = existsSync(path.join(root, 'index.html'));
  const prerendered = hasBuild ? loadPrerendered(root, opts.appUrl) : [];
  const indexHtml = hasBuild ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  const gzippedIndexHtml = gzipSync(indexHtml);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Hashed assets never change; the page itself must always be re-checked.
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  // Routes of their own (not the not-found handler), so that responses are compressed.
  for (const { page, html } of prerendered) {
    app.get(page.path, (request, reply) => {
      reply.header('cache-control', 'no-cache');
      if (page.readsQuery && request.url.includes('?')) {
        return reply.type('text/html').sendFile('index.html');
      }
      return reply.type('text/html; charset=utf-8').send(html);
    });
  }

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 300, timeWindow: 60_000 }) },
    async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (url.startsWith('/api/') || url === '/api') {
        return sendProblem(reply, 404, 'NOT_FOUND', `No API route ${request.method} ${url}.`);
      }
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !url.startsWith('/assets/') &&
        !path.posix.basename(url).includes('.');
      if (!isPage || !hasBuild) {
        return reply.status(404).type('text/plain').send('Not found');
      }
      reply.header('cache-control', 'no-cache');
      const known = isPageRoute(url);
      const described = known && opts.describePage ? await opts.describePage(url, request) : null;
      const head = described === 'not-found' ? null : described;
      if (!known || described === 'not-found') reply.status(404);
      reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
      // @fastify/compress only compresses routes, not this handler, and the shell carries the
      // inlined stylesheet (about 65 KB, 13 KB gzip; docs/decisions/041): gzip it here.
      if (!acceptsGzip(request.headers['accept-encoding'])) {
        return reply.send(head ? withPageHead(indexHtml, head) : indexHtml);
      }
      reply.header('content-encoding', 'gzip');
      return reply.send(head ? gzipSync(withPageHead(indexHtml, head)) : gzippedIndexHtml);
    },
  );
});
