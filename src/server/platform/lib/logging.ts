/**
 * What the server writes to its log and how requests are named in it (issue #12 findings 3 and 8):
 * JSON lines with a request id, and never a password, hash, token, cookie, authorization header or
 * the parameters of a failed query.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import {
  maskTokenLinks,
  REDACTED,
  secretLogPaths,
  serializeError,
  type LoggedError,
} from './redact';

/** A request id a client may choose: letters, digits, `.`, `_`, `-`, at most 64 characters. */
const safeRequestId = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id of a request (Fastify's `genReqId`), logged with each line and sent back as
 * `x-request-id`: the client's `x-request-id` when it is a short safe token, so a caller can follow
 * its request through our logs, else a new random UUID — never text that could forge log lines or
 * headers.
 */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && safeRequestId.test(given) ? given : randomUUID();
}

/** How a request appears in the log: Fastify's fields, with the tokens of its URL hidden. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskTokenLinks(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The Fastify logger options for `level`, writing to `stream` (standard output by default):
 * secret fields redacted (`secretLogPaths`), errors serialised without query parameters
 * (`serializeError`, also for an error passed as the message), request URLs with tokens masked.
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: secretLogPaths, censor: REDACTED },
    serializers: {
      req: serializeRequest as (request: unknown) => unknown,
      err: serializeError,
      error: serializeError,
    },
    hooks: {
      // `log.error(error)` logs the error's message as the line's text: scrub it like the error.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (!(first instanceof Error)) return method.apply(this, args);
        const text = rest.length > 0 ? rest : [(serializeError(first) as LoggedError).message];
        return method.apply(this, [{ err: first }, ...text] as unknown as Parameters<
          typeof method
        >);
      },
    },
  };
}
