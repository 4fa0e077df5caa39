import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { PASSKEY_NAME_MAX, passkeyTexts } from '../../../../shared/auth/passkey-texts';
import type { PasskeySummary } from '../../../../shared/auth/passkeys';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useRenamePasskey } from '../api/passkeys';

/**
 * "Rename" for one passkey (issue #31 item 5; docs/decisions/068): a name of one line, 1 to 60
 * characters, checked by the server (its message shows under the field).
 */
export function RenamePasskeyDialog({ passkey }: { passkey: PasskeySummary }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | undefined>(undefined);
  const rename = useRenamePasskey();

  const onSave = async () => {
    if (!name.trim()) {
      setError(passkeyTexts.nameRequired);
      return;
    }
    try {
      await rename.mutateAsync({ id: passkey.id, name });
      setOpen(false);
      toast({ title: passkeyTexts.renamedTitle, description: `It is now called ${name.trim()}.` });
    } catch (err) {
      setError(
        (isApiError(err) ? err.fieldErrors.name || err.detail : undefined) ||
          unexpectedErrorMessage,
      );
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setName(passkey.name);
        setError(undefined);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Rename ${passkey.name}`}>
          <Pencil aria-hidden="true" />
          Rename
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename Passkey</DialogTitle>
          <DialogDescription>
            A name that tells you which device or manager holds it.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void onSave();
          }}
        >
          <FormField label={passkeyTexts.nameLabel} error={error}>
            {(control) => (
              <Input
                {...control}
                value={name}
                maxLength={PASSKEY_NAME_MAX}
                autoComplete="off"
                onChange={(event) => {
                  setName(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={rename.isPending} aria-busy={rename.isPending}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
