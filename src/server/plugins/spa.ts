/**
 * Serves the built web app from `dist/web` and answers every other non-API GET with `index.html`
 * (client-side routes). The public pages prerendered at build time (`publicPages`,
 * docs/decisions/029-prerendered-public-pages.md) answer with their own HTML, their URLs made
 * absolute with `APP_URL`. Unknown `/api` paths and missing files (`/assets/*`, `/favicon.ico`,
 * any path with an extension) answer 404, never the page.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  APP_URL_PLACEHOLDER,
  prerenderedFile,
  publicPages,
  type PublicPage,
} from '../../shared/public-pages';
import { sendProblem } from './errors';

export interface SpaOptions {
  /** Folder of the Vite build; the SPA is skipped when it does not exist (API-only tests). */
  root: string;
  /** The site's public origin (`APP_URL`), for the canonical and Open Graph URLs of prerendered pages. */
  appUrl: string;
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

export default fp(async function spaPlugin(app: FastifyInstance, opts: SpaOptions) {
  const root = path.resolve(opts.root);
  const hasBuild = existsSync(path.join(root, 'index.html'));
  const prerendered = hasBuild ? loadPrerendered(root, opts.appUrl) : [];
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
    (request, reply) => {
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
      return reply.type('text/html').sendFile('index.html');
    },
  );
});
