/**
 * The outbox worker: claims due e-mails, hands them to the transport and records the outcome.
 * Runs inside each server process; SKIP LOCKED keeps several processes from sending one e-mail twice.
 */
import type { Db } from '../../db/client';
import { claimDue, markDelivered, markFailed } from './outbox.repo';
import type { EmailTransport } from './transports/types';

/**
 * Delivers one batch of due e-mails.
 * @returns how many e-mails were handled (delivered or failed).
 */
export async function deliverDue(
  db: Db,
  transport: EmailTransport,
  batchSize = 20,
): Promise<number> {
  const batch = await claimDue(db, batchSize);
  for (const email of batch) {
    try {
      const result = await transport.send(email);
      await markDelivered(db, email.id, result);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await markFailed(db, email.id, {
        provider: transport.name,
        error: message.slice(0, 500),
        statusCode: null,
        retryAt: null,
      });
    }
  }
  return batch.length;
}

export interface OutboxWorker {
  /** Runs a delivery pass now (tests, shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/** Polls the outbox every `pollMs` until stopped. Errors are logged, never thrown. */
export function startOutboxWorker(opts: {
  db: Db;
  transport: EmailTransport;
  pollMs: number;
  onError: (error: unknown) => void;
}): OutboxWorker {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const pass = () => {
    running = running
      .then(async () => {
        while (!stopped && (await deliverDue(opts.db, opts.transport)) > 0) {
          /* keep going while there is work */
        }
      })
      .catch(opts.onError);
    return running;
  };
  const timer = setInterval(pass, opts.pollMs);
  timer.unref();
  return {
    drain: pass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
