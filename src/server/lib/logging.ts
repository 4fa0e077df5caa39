/**
 * What the server writes to its log and how requests are named in it (issue #12 findings 3 and 8).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

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
