/**
 * A step that may need the password again (issue #31 item 6; docs/decisions/066), for a dialog
 * whose action the server can refuse with 403 `REAUTH_REQUIRED` (deleting an account, an admin
 * deleting a user). The first refusal shows a password field (`ReauthPasswordField` with `field`)
 * — and a code field when the account has two-factor on (docs/decisions/067); the next `run`
 * proves them, then tries the step again.
 */
import { useState } from 'react';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { useSession } from '../api/get-session';
import { isReauthRequired, reauthenticate } from '../api/reauthenticate';

/** What `run` came to: the step's value, or held back until the right password is typed. */
export type ReauthOutcome<T> = { done: true; value: T } | { done: false };

export function useReauthStep() {
  const askCode = useSession().user?.twoFactorEnabled === true;
  // Null until the server asks for the password.
  const [password, setPassword] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

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
            code: askCode
              ? {
                  value: code,
                  error: codeError,
                  onChange: (value: string) => {
                    setCode(value);
                    setCodeError(null);
                  },
                }
              : null,
          },
    /** The password (or the code) is asked for and still empty: the dialog's button waits. */
    waiting: password === '' || (password !== null && askCode && code.trim() === ''),
    /** Forgets the password and code (the dialog closed). */
    reset: () => {
      setPassword(null);
      setCode('');
      setError(null);
      setCodeError(null);
    },
    /**
     * Runs `step`, first proving the typed password (and code) when they were asked for. A wrong
     * one, or the server asking for them now, resolves `{ done: false }` with the field showing
     * why.
     * @throws what `step` throws otherwise, for the dialog's own handling.
     */
    async run<T>(step: () => Promise<T>): Promise<ReauthOutcome<T>> {
      if (password !== null) {
        try {
          await reauthenticate(password, askCode ? code : undefined);
        } catch (err) {
          const fields = isApiError(err) ? err.fieldErrors : {};
          if (fields.code && !fields.password) {
            setCodeError(fields.code);
          } else {
            setError(
              fields.password ||
                (isApiError(err) ? err.detail : undefined) ||
                unexpectedErrorMessage,
            );
          }
          return { done: false };
        }
      }
      try {
        return { done: true, value: await step() };
      } catch (err) {
        if (!isReauthRequired(err)) throw err;
        setPassword('');
        setCode('');
        setError(null);
        setCodeError(null);
        return { done: false };
      }
    },
  };
}
