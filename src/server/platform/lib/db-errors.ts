/** Recognises database failures that mean "the database is unreachable" (answer 503, not 500). */
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** True for errors (or their causes) that come from losing the database connection. */
export function isConnectionError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const err = e as { code?: string; message?: string; cause?: unknown };
    if (err.code && connectionCodes.has(err.code)) return true;
    if (
      typeof err.message === 'string' &&
      /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
        err.message,
      )
    )
      return true;
    e = err.cause;
  }
  return false;
}

/** True for a unique-constraint violation, optionally on the named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const err = e as { code?: string; constraint?: string; cause?: unknown };
    if (err.code === '23505') return constraint ? err.constraint === constraint : true;
    e = err.cause;
  }
  return false;
}
