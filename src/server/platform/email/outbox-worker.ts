/**
 * The outbox worker: claims due e-mails, hands them to the transport and records the outcome.
 * The `outbox-delivery` job runs it (src/server/jobs/outbox-delivery.ts, docs/decisions/071);
 * SKIP LOCKED keeps several processes from sending one e-mail twice, and a claim abandoned by a
 * dead process is taken again after a timeout.
 */
import type { Db } from '../../../db/client';
import { claimDue, markDelivered, markFailed } from './outbox.repo';
import { DeliveryError } from './transports/errors';
import type { EmailTransport } from './transports/types';

/** Tries per e-mail for transient failures (network, 429, 5xx). */
export const MAX_ATTEMPTS = 5;
/** Wait before try n+1 after n failed tries: 1, 4, 15, 40 minutes — about an hour in all. */
export const RETRY_DELAYS_MS = [60_000, 4 * 60_000, 15 * 60_000, 40 * 60_000];

export interface DeliveryOptions {
  batchSize?: number;
  /** Keep a simulated copy when sending finally fails (`EMAIL_FALLBACK`). */
  fallback?: boolean;
  now?: () => Date;
}

/**
 * Delivers one batch of due e-mails. Transient failures are queued again with exponential backoff
 * up to MAX_ATTEMPTS; permanent ones (401, 403, other 4xx) end at once as `failed` (or `simulated`
 * with the error kept, when falling back).
 * @returns how many e-mails were handled.
 */
export async function deliverDue(
  db: Db,
  transport: EmailTransport,
  options: DeliveryOptions = {},
): Promise<number> {
  const now = options.now ?? (() => new Date());
  const batch = await claimDue(db, options.batchSize ?? 20);
  for (const email of batch) {
    try {
      const result = await transport.send(email);
      await markDelivered(db, email.id, result);
    } catch (error) {
      const failure =
        error instanceof DeliveryError
          ? error
          : new DeliveryError(
              'NETWORK_ERROR',
              error instanceof Error ? error.message : String(error),
              null,
              true,
            );
      const retry = failure.transient && email.attempts < MAX_ATTEMPTS;
      const delay =
        RETRY_DELAYS_MS[Math.min(email.attempts - 1, RETRY_DELAYS_MS.length - 1)] ?? 60_000;
      await markFailed(db, email.id, {
        provider: transport.name,
        error: `${failure.code}: ${failure.message}`,
        statusCode: failure.statusCode,
        retryAt: retry ? new Date(now().getTime() + delay) : null,
        fallback: options.fallback ?? false,
      });
    }
  }
  return batch.length;
}
