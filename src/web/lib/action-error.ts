/**
 * The toast for a failed action on an intro, a meeting or a gig (issue #30 "A stale second tab").
 * A 409 means the thing changed meanwhile — in another tab, by the other side, by the timers — and
 * the action can never work as it stands: the server's title and words say what happened ("Call
 * Booked: The call is already booked…"), not "please try again", and the caller's mutation reads
 * the views again so the page shows it. A refusal until the e-mail address is verified (issue #31)
 * shows the server's title and words too. Any other failure keeps the spec's error toast.
 */
import { isApiError, unexpectedErrorMessage } from './api-client';
import { toast } from './toast';

/** True when `error` is the server's "this changed meanwhile" answer (409). */
export function isStaleAction(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

/**
 * Toasts `error`: a 409 with the server's title and detail (`staleText` in place of the detail when
 * given); a 403 `EMAIL_UNVERIFIED` with the server's title and detail ('E-mail Not Verified: Verify
 * your e-mail address first…', issue #31 item 3, docs/decisions/065), since no retry helps until
 * the link is opened; otherwise 'Error' with `fallback`, or the server's detail when `fallback` is
 * omitted.
 */
export function toastActionError(
  error: unknown,
  fallback?: string,
  staleText?: string | null,
): void {
  if (isApiError(error) && isStaleAction(error)) {
    toast({ title: error.title, description: staleText ?? error.detail ?? unexpectedErrorMessage });
    return;
  }
  if (isApiError(error, 'EMAIL_UNVERIFIED')) {
    toast({ title: error.title, description: error.detail, variant: 'destructive' });
    return;
  }
  toast({
    title: 'Error',
    description:
      fallback ?? (isApiError(error) && error.detail ? error.detail : unexpectedErrorMessage),
    variant: 'destructive',
  });
}
