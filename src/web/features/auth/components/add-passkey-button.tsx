import { useId, useState } from 'react';
import { KeySquare } from 'lucide-react';
import type { RegistrationResponseJSON } from '@simplewebauthn/browser';
import { passkeyTexts } from '../../../../shared/auth/passkey-texts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { createPasskeyResponse, useSavePasskey } from '../api/passkeys';
import { useReauthStep } from '../lib/use-reauth-step';
import { ReauthPasswordField } from './reauth-password-field';

/** The server's words for a failure, or the generic ones. */
const messageOf = (error: unknown) =>
  isApiError(error) && error.detail ? error.detail : unexpectedErrorMessage;

/**
 * "Add a passkey" (issue #31 item 5; docs/decisions/068): the browser creates a passkey for the
 * account, and the server stores it. Adding needs a proof in the last 10 minutes
 * (docs/decisions/066): when the server asks, a dialog takes the password and saves the passkey
 * just created — no second prompt of the device.
 */
export function AddPasskeyButton() {
  const id = useId();
  const save = useSavePasskey();
  const reauth = useReauthStep();
  const [creating, setCreating] = useState(false);
  // The browser's answer, kept while the password is asked for.
  const [pending, setPending] = useState<RegistrationResponseJSON | null>(null);
  const [error, setError] = useState<string | null>(null);

  const added = () => {
    setPending(null);
    reauth.reset();
    toast({ title: passkeyTexts.addedTitle, description: passkeyTexts.added });
  };

  const saveWithProof = async (response: RegistrationResponseJSON) => {
    try {
      if ((await reauth.run(() => save.mutateAsync(response))).done) added();
      else setPending(response);
    } catch (err) {
      setPending(null);
      reauth.reset();
      setError(messageOf(err));
    }
  };

  const onAdd = async () => {
    setError(null);
    setCreating(true);
    try {
      await saveWithProof(await createPasskeyResponse());
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setCreating(false);
    }
  };

  const busy = creating || save.isPending;
  return (
    <div className="space-y-2">
      <Button variant="outline" disabled={busy} aria-busy={busy} onClick={() => void onAdd()}>
        <KeySquare aria-hidden="true" />
        {busy ? passkeyTexts.adding : passkeyTexts.add}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <AlertDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) {
            setPending(null);
            reauth.reset();
          }
        }}
      >
        <AlertDialogContent>
          <AlertDialogTitle>Confirm It's You</AlertDialogTitle>
          <AlertDialogDescription>
            Enter your password to add this passkey to your account.
          </AlertDialogDescription>
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (pending) void saveWithProof(pending);
            }}
          >
            {reauth.field ? <ReauthPasswordField id={`${id}-password`} {...reauth.field} /> : null}
            <AlertDialogFooter>
              <AlertDialogCancel asChild>
                <Button variant="outline">Cancel</Button>
              </AlertDialogCancel>
              <Button
                type="submit"
                disabled={reauth.waiting || save.isPending}
                aria-busy={save.isPending}
              >
                Add Passkey
              </Button>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
