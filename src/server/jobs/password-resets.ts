/**
 * The password-reset job (issue #12 finding 4; docs/decisions/071-jobs-on-pg-boss.md): turns the
 * recorded reset requests into links and e-mails (`sendRequestedPasswordResets`). Each process
 * asks for a run every `OUTBOX_POLL_MS`; pg-boss runs one at a time across processes, and the
 * requests are taken with SKIP LOCKED besides. The outbox job then delivers the e-mails.
 */
import type { AppContext } from '../platform/context';
import { sendRequestedPasswordResets } from '../features/auth';
import type { JobDefinition } from '../platform/jobs';

/** Batches of requests one run handles at most; the next run takes the rest. */
const MAX_PASSES_PER_RUN = 10;

/**
 * The `password-resets` job. A request whose handling fails is reported through `onError` and
 * dropped (so it cannot block the queue); a run fails, and is retried, only when the queue itself
 * cannot be read.
 */
export function passwordResetJob(
  ctx: AppContext,
  opts: { onError: (error: unknown) => void },
): JobDefinition {
  return {
    queue: 'password-resets',
    everyMs: ctx.config.OUTBOX_POLL_MS,
    expireInSeconds: 5 * 60,
    run: async () => {
      for (let pass = 0; pass < MAX_PASSES_PER_RUN; pass++) {
        if ((await sendRequestedPasswordResets(ctx, opts)) === 0) return;
      }
    },
  };
}
