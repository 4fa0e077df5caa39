/**
 * Logging (issue #13): one line per request, none for static files that were served, and secrets
 * kept out. In development the lines are pretty-printed (pino-pretty); in production and tests
 * they are JSON, one object a line, for a log collector.
 */
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from '../config';
import { maskTokenLinks } from './redact';

/** Fields of the request line that the pretty printer shows in the message already. */
const requestLineFields = ['method', 'url', 'statusCode', 'responseTime'];

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The logger options as given, plus pretty-printing through pino-pretty in development (colours,
 * local time, one line per entry). In production and tests the lines stay JSON, and a logger
 * writing to a stream of its own is left as it is.
 */
export function withEnvironmentFormat(
  nodeEnv: Config['NODE_ENV'],
  options: LoggerOptions,
): LoggerOptions {
  if (nodeEnv !== 'development' || 'stream' in options) return options;
  return {
    ...options,
    transport: {
      target: 'pino-pretty',
      options: {
        translateTime: 'SYS:HH:MM:ss',
        ignore: ['pid', 'hostname', 'reqId', ...requestLineFields].join(','),
      },
    },
  };
}

/** Files the SPA plugin serves: built assets and anything with an extension (favicon, robots). */
export function isStaticFile(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '';
  if (pathname.startsWith('/api/')) return false;
  return pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Fastify's request logging reduced to one line per request, written when the response is done:
 * method, URL (tokens redacted), status and time in ms. Static files served without error get no
 * line.
 */
export class RequestLineLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const statusCode = reply.statusCode;
    if (!error && statusCode < 400 && isStaticFile(request.method, request.url)) return;
    const url = maskTokenLinks(request.url);
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const line = { method: request.method, url, statusCode, responseTime };
    const msg = `${request.method} ${url} ${statusCode} ${responseTime} ms`;
    if (error) reply.log.error({ ...line, err: error }, msg);
    else reply.log.info(line, msg);
  }
}
