/**
 * The password-reset job (issue #12 finding 4): every `pollMs` (the outbox's `OUTBOX_POLL_MS`), turn
 * the recorded reset requests into links and e-mails (`sendRequestedPasswordResets`). Requests are
 * taken with SKIP LOCKED, so several processes never handle one twice; the outbox worker then
 * delivers the e-mails.
 */
import type { AppContext } from '../platform/context';
import { sendRequestedPasswordResets } from '../features/auth';

/** Runs the password-reset job every `pollMs` until stopped. Errors are reported, never thrown. */
export function startPasswordResetJob(
  ctx: AppContext,
  opts: { pollMs: number; onError: (error: unknown) => void },
) {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const pass = () => {
    running = running
      .then(async () => {
        while (!stopped && (await sendRequestedPasswordResets(ctx, opts)) > 0) {
          /* keep going while requests wait */
        }
      })
      .catch(opts.onError);
  };
  const timer = setInterval(pass, opts.pollMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
