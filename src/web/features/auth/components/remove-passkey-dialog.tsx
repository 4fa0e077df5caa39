import { useId, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { passkeyTexts } from '../../../../shared/auth/passkey-texts';
import type { PasskeySummary } from '../../../../shared/auth/passkeys';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { reauthenticateWithPasskey, useRemovePasskey } from '../api/passkeys';
import { useReauthStep } from '../lib/use-reauth-step';
import { ReauthPasswordField } from './reauth-password-field';

/** The server's words for a failure, or the generic ones. */
const messageOf = (error: unknown) =>
  isApiError(error) && error.detail ? error.detail : unexpectedErrorMessage;

/**
 * "Remove" for one passkey (issue #31 item 5; docs/decisions/068), confirmed in a dialog. Removing
 * needs a proof in the last 10 minutes (docs/decisions/066): when the server asks, the dialog
 * takes the password — or another passkey of the account — and tries again.
 */
export function RemovePasskeyDialog({ passkey }: { passkey: PasskeySummary }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useRemovePasskey();
  const reauth = useReauthStep();

  const finish = () => {
    setOpen(false);
    reauth.reset();
    toast({ title: passkeyTexts.removedTitle, description: passkeyTexts.removed });
  };

  const onRemove = async () => {
    setError(null);
    try {
      if ((await reauth.run(() => remove.mutateAsync(passkey.id))).done) finish();
    } catch (err) {
      setError(messageOf(err));
    }
  };

  const onPasskeyProof = async () => {
    setError(null);
    try {
      await reauthenticateWithPasskey();
      await remove.mutateAsync(passkey.id);
      finish();
    } catch (err) {
      setError(messageOf(err));
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setError(null);
          reauth.reset();
        }
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Remove ${passkey.name}`}>
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Remove {passkey.name}?</AlertDialogTitle>
        <AlertDialogDescription>
          You will no longer be able to sign in with this passkey. The copy on your device or in
          your password manager stays there until you delete it.
        </AlertDialogDescription>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void onRemove();
          }}
        >
          {reauth.field ? (
            <div className="space-y-2">
              <ReauthPasswordField id={`${id}-password`} {...reauth.field} />
              <Button
                type="button"
                variant="link"
                className="h-auto p-0"
                onClick={() => void onPasskeyProof()}
              >
                {passkeyTexts.reauthWithPasskey}
              </Button>
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <AlertDialogFooter>
            <AlertDialogCancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialogCancel>
            <Button
              type="submit"
              variant="destructive"
              disabled={reauth.waiting || remove.isPending}
              aria-busy={remove.isPending}
            >
              Remove Passkey
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
