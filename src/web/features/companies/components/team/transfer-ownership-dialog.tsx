import { useState } from 'react';
import { Crown } from 'lucide-react';
import {
  memberRoleLabels,
  teamTexts,
  transferOwnershipSchema,
  type Team,
} from '../../../../../shared/companies/team';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { NativeSelect } from '../../../../components/ui/native-select';
import { isApiError, unexpectedErrorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { useTransferOwnership } from '../../api/transfer-ownership';

/**
 * "Transfer ownership", the owner's only (issue #33 item 3): a teammate chosen in a dialog becomes
 * the owner — billing and plan, deleting the company — and the owner becomes an admin. The
 * schema's message when none is chosen; the server's refusal in the dialog.
 */
export function TransferOwnershipDialog({ team }: { team: Team }) {
  const [open, setOpen] = useState(false);
  const [userId, setUserId] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const transfer = useTransferOwnership();
  const teammates = team.members.filter((m) => !m.you);

  const onSubmit = async () => {
    setError(null);
    const parsed = transferOwnershipSchema.safeParse({ userId });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await transfer.mutateAsync(parsed.data.userId);
      const name = teammates.find((m) => m.userId === parsed.data.userId)?.fullName ?? '';
      setOpen(false);
      toast({ title: teamTexts.ownershipTransferred(name) });
    } catch (err) {
      if (isApiError(err) && err.fieldErrors.userId) {
        setFieldError(err.fieldErrors.userId);
        return;
      }
      setError(isApiError(err) && err.detail ? err.detail : unexpectedErrorMessage);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setUserId('');
          setFieldError(undefined);
          setError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" disabled={teammates.length === 0}>
          <Crown aria-hidden="true" />
          Transfer Ownership
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Transfer ownership of {team.companyName}</DialogTitle>
          <DialogDescription>
            The new owner manages billing and the plan and can delete the company. You stay on the
            team as an admin.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
        >
          <FormField label="New owner" error={fieldError}>
            {(control) => (
              <NativeSelect
                {...control}
                value={userId}
                onChange={(event) => {
                  setUserId(event.target.value);
                  setFieldError(undefined);
                }}
              >
                <option value="" disabled>
                  Choose a teammate
                </option>
                {teammates.map((m) => (
                  <option key={m.userId} value={m.userId}>
                    {m.fullName} ({memberRoleLabels[m.role]})
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={transfer.isPending} aria-busy={transfer.isPending}>
              Transfer Ownership
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
