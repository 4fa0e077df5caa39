/**
 * A JSON answer made once and sent many times (ADR 074): its text, and its Brotli and gzip forms
 * made the first time a client accepts them, so a cached read costs no serialization and no
 * compression per request. `@fastify/compress` leaves an answer alone once it carries a
 * `Content-Encoding`.
 */
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this many bytes an answer is sent as it is (as `@fastify/compress`'s threshold). */
const COMPRESS_THRESHOLD_BYTES = 1024;

/** JSON text with its compressed forms, made on demand and kept. */
export class CachedBody {
  readonly json: string;
  #br?: Buffer;
  #gzip?: Buffer;

  constructor(json: string) {
    this.json = json;
  }

  /** Size in bytes of the text (for cache budgets). */
  get size(): number {
    return this.json.length;
  }

  /** The Brotli form (quality 5: most of the gain at a fraction of the time of 11). */
  get br(): Buffer {
    this.#br ??= brotliCompressSync(this.json, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: 5,
      },
    });
    return this.#br;
  }

  /** The gzip form. */
  get gzip(): Buffer {
    this.#gzip ??= gzipSync(this.json);
    return this.#gzip;
  }
}

/**
 * Sends `body` as `application/json`, compressed as the client's `Accept-Encoding` allows (Brotli,
 * then gzip), with `Vary: Accept-Encoding`.
 */
export function sendCachedBody(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding =
    body.size >= COMPRESS_THRESHOLD_BYTES && accepted ? negotiate(accepted, ['br', 'gzip']) : null;
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(body.br);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.json);
}
