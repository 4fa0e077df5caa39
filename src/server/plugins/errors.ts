/**
 * One error handler for the whole API (DESIGN.md "API conventions"): every failure answers
 * `application/problem+json` `{type,title,status,detail,code,errors?}`. Validation failures carry the
 * schema's field messages (the spec's texts); 5xx answers never carry internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, Problem } from '../../shared/http/problem';
import { AppError } from '../lib/app-error';
import { isConnectionError } from '../lib/db-errors';

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Sends a problem+json reply. */
export function sendProblem(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  detail: string,
  extra: { title?: string; errors?: Record<string, string> } = {},
) {
  const body: Problem = {
    type: 'about:blank',
    title: extra.title ?? titles[status] ?? 'Error',
    status,
    detail,
    code,
    ...(extra.errors ? { errors: extra.errors } : {}),
  };
  return reply.status(status).type('application/problem+json').send(body);
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
