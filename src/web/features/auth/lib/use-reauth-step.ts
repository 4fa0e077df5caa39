/**
 * A step that may need the password again (issue #31 item 6; docs/decisions/066), for a dialog
 * whose action the server can refuse with 403 `REAUTH_REQUIRED` (deleting an account, an admin
 * deleting a user). The first refusal shows a password field (`ReauthPasswordField` with `field`);
 * the next `run` proves the typed password, then tries the step again.
 */
import { useState } from 'react';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { isReauthRequired, reauthenticate } from '../api/reauthenticate';

/** What `run` came to: the step's value, or held back until the right password is typed. */
export type ReauthOutcome<T> = { done: true; value: T } | { done: false };

export function useReauthStep() {
  // Null until the server asks for the password.
  const [password, setPassword] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  return {
    /** Props for `ReauthPasswordField` once the server asked for the password, else null. */
    field:
      password === null
        ? null
        : {
            value: password,
            error,
            onChange: (value: string) => {
              setPassword(value);
              setError(null);
            },
          },
    /** The password is asked for and still empty: the dialog's button waits. */
    waiting: password === '',
    /** Forgets the password (the dialog closed). */
    reset: () => {
      setPassword(null);
      setError(null);
    },
    /**
     * Runs `step`, first proving the typed password when one was asked for. A wrong password, or
     * the server asking for one now, resolves `{ done: false }` with the field showing why.
     * @throws what `step` throws otherwise, for the dialog's own handling.
     */
    async run<T>(step: () => Promise<T>): Promise<ReauthOutcome<T>> {
      if (password !== null) {
        try {
          await reauthenticate(password);
        } catch (err) {
          setError(
            (isApiError(err) ? err.fieldErrors.password || err.detail : undefined) ||
              unexpectedErrorMessage,
          );
          return { done: false };
        }
      }
      try {
        return { done: true, value: await step() };
      } catch (err) {
        if (!isReauthRequired(err)) throw err;
        setPassword('');
        setError(null);
        return { done: false };
      }
    },
  };
}
