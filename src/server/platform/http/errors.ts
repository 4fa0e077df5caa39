/**
 * One error handler for the whole API (DESIGN.md "API conventions"): every failure answers
 * `application/problem+json` `{type,title,status,detail,code,errors?}`. Validation failures carry the
 * schema's field messages (the spec's texts); 5xx answers never carry internals.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, Problem } from '../../../shared/http/problem';
import { AppError } from '../lib/app-error';
import { isConnectionError } from '../lib/db-errors';

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** A problem+json body. */
function problem(
  status: number,
  code: ErrorCode,
  detail: string,
  extra: { title?: string; errors?: Record<string, string> } = {},
): Problem {
  return {
    type: 'about:blank',
    title: extra.title ?? titles[status] ?? 'Error',
    status,
    detail,
    code,
    ...(extra.errors ? { errors: extra.errors } : {}),
  };
}

/** Sends a problem+json reply. */
export function sendProblem(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  detail: string,
  extra: { title?: string; errors?: Record<string, string> } = {},
) {
  return reply
    .status(status)
    .type('application/problem+json')
    .send(problem(status, code, detail, extra));
}

/**
 * Fastify's `frameworkErrors`: failures while routing, before any hook runs — a URL that does not
 * decode (`/%E0%A4%A`, 400), a path parameter over the router's 100 characters (414) — answered
 * as problem+json with the request id (issue #12 finding 8).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id);
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendProblem(reply, 400, 'BAD_REQUEST', 'The URL is not valid.');
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendProblem(reply, 414, 'BAD_REQUEST', 'The URL is too long.');
  }
  request.log.error({ err: error }, 'routing failed');
  return sendProblem(reply, 500, 'INTERNAL', 'An unexpected error occurred. Please try again.');
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses before Fastify sees them — a
 * header section over Node's 16 KB (431), a request that is not HTTP (400), one that arrives too
 * slowly (408) — answered on the socket as problem+json, which is then closed.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : [400, 'The request is not valid HTTP.'];
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(problem(status, 'BAD_REQUEST', detail));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/problem+json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  return 'BAD_REQUEST';
}

export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendProblem(reply, error.status, error.code, error.message, {
        title: error.title,
        errors: error.fields,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        errors[field] ??= issue.message ?? 'Invalid value.';
      }
      const first = Object.values(errors)[0] ?? 'The request is not valid.';
      return sendProblem(reply, 400, 'VALIDATION_FAILED', first, { errors });
    }
    if (isConnectionError(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return sendProblem(
        reply,
        503,
        'SERVICE_UNAVAILABLE',
        'The service is temporarily unavailable. Please try again in a moment.',
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'The request body is not valid JSON.'
          : error.message;
      return sendProblem(reply, status, codeForStatus(status), detail);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, 500, 'INTERNAL', 'An unexpected error occurred. Please try again.');
  });
});
