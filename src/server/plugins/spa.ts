/**
 * Serves the built web app from `dist/web` and answers every other non-API GET with `index.html`
 * (client-side routes). Unknown `/api` paths and missing files (`/assets/*`, `/favicon.ico`, any
 * path with an extension) answer 404, never the page. A page that `pageHead` describes (a
 * candidate profile, issue #15) gets its own title, description and Open Graph tags in the HTML,
 * so link previews that run no script see them.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
  /**
   * The head of the page at `pathname`, or null to serve `index.html` as it is. Called only for
   * page requests; it must be cheap (one indexed read) and must not throw for unknown paths.
   */
  pageHead?: (pathname: string) => Promise<PageHead | null>;
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

export default fp(async function spaPlugin(app: FastifyInstance, opts: SpaOptions) {
  const root = path.resolve(opts.root);
  const hasBuild = existsSync(path.join(root, 'index.html'));
  const indexHtml = hasBuild ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
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
      const head = opts.pageHead ? await opts.pageHead(url) : null;
      if (head) return reply.type('text/html; charset=utf-8').send(withPageHead(indexHtml, head));
      return reply.type('text/html').sendFile('index.html');
    },
  );
});
