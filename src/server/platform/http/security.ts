/**
 * Security headers and the cross-site write guard (DESIGN.md "Security model"; issue #12 findings
 * 1 and 8; docs/decisions/015-cross-site-write-guard.md).
 *
 * Headers: helmet (built once; `@fastify/helmet` rebuilt it, parsing the policy, on every request —
 * issue #14) with a Content-Security-Policy that allows only our origin, a
 * `Permissions-Policy` that denies powerful browser features, and HSTS only on responses that
 * went out over HTTPS (as the request arrived, or as a trusted proxy reports it).
 *
 * Guard: every request with an unsafe method (anything but GET, HEAD, OPTIONS), whatever its path —
 * so no spelling of a path (`/%61pi/...`) escapes it — must come from our own origin and carry a
 * body only as JSON or multipart.
 */
import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The one-click unsubscribe of an alert e-mail (RFC 8058; docs/decisions/076): a mail client
     * POSTs a form to it from anywhere. The token in its path is the only proof it needs, and all
     * it can do is turn an alert off, so the cross-site guard lets it through.
     */
    oneClickUnsubscribe?: boolean;
  }
}

/**
 * The body types the API reads. `application/x-www-form-urlencoded` and `text/plain` (and any other
 * type) are refused on unsafe methods: with multipart they are the types a page on another site
 * can send without a CORS preflight, and no route reads them. Multipart is needed for the résumé
 * upload; the Origin check is what protects it.
 */
const acceptedBodyTypes = new Set(['application/json', 'multipart/form-data']);

/** What `Sec-Fetch-Site` may say on a write: our own page, or the user acting directly. */
const acceptedFetchSites = new Set(['same-origin', 'none']);

/**
 * Browser features the app never uses; a page (or an injected frame) may not ask for them. WebAuthn
 * is for our own pages only — passkeys (docs/decisions/068) — never for a frame of another origin.
 */
const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-create=(self)',
  'publickey-credentials-get=(self)',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** One year, with subdomains: what helmet sent before, now only over HTTPS. */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/** `scheme://host[:port]` of a URL, normalised (lower case, default port dropped), or null. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origin the browser used to reach this server: the request's scheme and Host, or
 * `X-Forwarded-Proto` / `X-Forwarded-Host` when TRUST_PROXY is on (Fastify's `protocol` and
 * `host` follow `trustProxy`).
 */
function ownOrigin(request: FastifyRequest): string | null {
  return request.host ? originOf(`${request.protocol}://${request.host}`) : null;
}

/**
 * Refuses a write that a page on another site could have caused.
 * @throws AppError FORBIDDEN (403) 'Cross-site requests are not allowed.' when `Sec-Fetch-Site` is
 *   neither `same-origin` nor `none`, or `Origin` is present and is not APP_URL's origin nor the
 *   request's own origin (scheme, host and port all compared; `null` and non-URLs refused).
 * @throws 415 problem when the body is not JSON or multipart.
 */
function checkWrite(request: FastifyRequest, appOrigin: string) {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && !acceptedFetchSites.has(String(fetchSite).toLowerCase())) {
    throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
  }
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const claimed = originOf(origin);
    if (!claimed || (claimed !== appOrigin && claimed !== ownOrigin(request))) {
      throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
    }
  }
  const contentType = request.headers['content-type'];
  if (contentType !== undefined) {
    const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
    if (!acceptedBodyTypes.has(mediaType)) {
      throw Object.assign(
        new Error('Send the request body as application/json or multipart/form-data.'),
        { statusCode: 415 },
      );
    }
  }
}

export default fp(async function securityPlugin(app: FastifyInstance) {
  const setHelmetHeaders = helmet({
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
    // Sent below, only over HTTPS: on plain HTTP the header means nothing and misleads.
    strictTransportSecurity: false,
  });

  const appOrigin = new URL(app.ctx.config.APP_URL).origin;
  app.addHook('onRequest', async (request, reply) => {
    // Helmet sets its headers on the raw response synchronously and calls back with any error.
    setHelmetHeaders(request.raw, reply.raw, (error?: unknown) => {
      if (error) throw error;
    });
    reply.header('permissions-policy', permissionsPolicy);
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', strictTransportSecurity);
    }
    if (!safeMethods.has(request.method) && !request.routeOptions.config?.oneClickUnsubscribe)
      checkWrite(request, appOrigin);
  });
});
