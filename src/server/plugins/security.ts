/**
 * Security headers (helmet, CSP allowing only our origin) and the cross-site write guard:
 * a state-changing `/api` request from another site is refused (DESIGN.md "Security model").
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(async function securityPlugin(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: app.ctx.config.COOKIE_SECURE ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  const appOrigin = new URL(app.ctx.config.APP_URL).host;
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
    }
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
      }
      if (host !== request.headers.host && host !== appOrigin) {
        throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
      }
    } else if (origin === 'null') {
      throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
    }
  });
});
