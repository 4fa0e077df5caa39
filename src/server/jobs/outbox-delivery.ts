/**
 * Outbox delivery as a background job (docs/decisions/071-jobs-on-pg-boss.md): each process asks
 * for a run every `OUTBOX_POLL_MS`; pg-boss runs one at a time across processes. A run delivers
 * due e-mails in batches (`deliverDue`), which keeps its own per-e-mail tries and backoff in the
 * outbox table; the run itself fails, and is retried, only when the outbox cannot be read.
 */
import type { AppContext } from '../platform/context';
import { deliverDue } from '../platform/email/outbox-worker';
import type { JobDefinition } from '../platform/jobs';

/** Batches one run delivers at most, so a run ends soon after SIGTERM; the next takes the rest. */
const MAX_BATCHES_PER_RUN = 10;

/** The `outbox-delivery` job. */
export function outboxDeliveryJob(ctx: AppContext): JobDefinition {
  return {
    queue: 'outbox-delivery',
    everyMs: ctx.config.OUTBOX_POLL_MS,
    expireInSeconds: 5 * 60,
    run: async () => {
      for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
        const handled = await deliverDue(ctx.db, ctx.email.transport, {
          fallback: ctx.config.EMAIL_FALLBACK,
        });
        if (handled === 0) return;
      }
    },
  };
}
