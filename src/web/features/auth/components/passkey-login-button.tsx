import { useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Fingerprint } from 'lucide-react';
import type { SessionInfo, UserType } from '../../../../shared/auth/schemas';
import { passkeyLoginTexts } from '../../../../shared/auth/passkey-login-texts';
import { Button } from '../../../components/ui/button';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { sessionQueryKey } from '../api/get-session';

const noSubscription = () => () => undefined;
// Written here, not imported from `lib/passkey-ceremony.ts`: the login pages share no module with
// the account pages' Passkeys card (see `passkey-login-texts.ts`).
const hasWebAuthn = () => typeof window.PublicKeyCredential === 'function';

interface PasskeyLoginButtonProps {
  userType: UserType;
  /** Called after the success toast with the new session; the page decides where to go. */
  onSuccess: (session: SessionInfo) => void;
}

/**
 * "Sign in with a passkey" under a login form (issue #31 item 5; docs/decisions/068): the browser
 * offers its passkeys for this site, and the account signs in with one alone — no e-mail, no
 * password, no second factor. The prerendered page shows it (hydrating changes no text, ADR 054);
 * once the page runs it is hidden where the browser has no WebAuthn. The WebAuthn library and the
 * request load on the click.
 */
export function PasskeyLoginButton({ userType, onSuccess }: PasskeyLoginButtonProps) {
  const queryClient = useQueryClient();
  const supported = useSyncExternalStore(noSubscription, hasWebAuthn, () => true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!supported) return null;

  const signIn = async () => {
    setBusy(true);
    setError(null);
    try {
      const { signInWithPasskey } = await import('../api/passkey-login');
      const session = await signInWithPasskey(userType);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, session);
      toast({ title: userType === 'admin' ? 'Admin Login Successful' : 'Login Successful!' });
      onSuccess(session);
    } catch (err) {
      setError(isApiError(err) && err.detail ? err.detail : unexpectedErrorMessage);
      setBusy(false);
    }
  };

  return (
    <div className="mt-5 space-y-3 border-t border-slate-200 pt-5">
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void signIn()}
      >
        <Fingerprint aria-hidden="true" />
        {busy ? passkeyLoginTexts.signingIn : passkeyLoginTexts.signIn}
      </Button>
      {error ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
