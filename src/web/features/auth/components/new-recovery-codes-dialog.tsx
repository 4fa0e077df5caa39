import { useId, useState } from 'react';
import { twoFactorCodeSchema, twoFactorTexts } from '../../../../shared/auth/two-factor';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useNewRecoveryCodes } from '../api/two-factor';
import { RecoveryCodesList } from './recovery-codes-list';
import { TwoFactorCodeField } from './two-factor-code-field';

interface NewRecoveryCodesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "New recovery codes" (issue #31 item 4; docs/decisions/067): a current code from the app (or a
 * recovery code) replaces the recovery codes, and the new ones are shown once; the old ones stop
 * working.
 */
export function NewRecoveryCodesDialog({ open, onOpenChange }: NewRecoveryCodesDialogProps) {
  const id = useId();
  const renew = useNewRecoveryCodes();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setCode('');
      setCodeError(null);
      setCodes(null);
    }
  };

  const onSubmit = async () => {
    const parsed = twoFactorCodeSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? twoFactorTexts.invalidCode);
      return;
    }
    try {
      const { recoveryCodes } = await renew.mutateAsync(parsed.data);
      setCodes(recoveryCodes);
      toast({
        title: twoFactorTexts.recoveryCodesTitle,
        description: 'Your old recovery codes no longer work.',
      });
    } catch (err) {
      if (isApiError(err) && err.fieldErrors.code) {
        setCodeError(err.fieldErrors.code);
        return;
      }
      toast({
        title: 'Error',
        description: isApiError(err) && err.detail ? err.detail : unexpectedErrorMessage,
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>New recovery codes</DialogTitle>
          <DialogDescription>
            {codes
              ? 'Save them now: they are shown only this once.'
              : 'Ten new codes replace the ones you have: the old ones stop working.'}
          </DialogDescription>
        </DialogHeader>
        {codes ? (
          <>
            <RecoveryCodesList codes={codes} />
            <DialogFooter>
              <DialogClose asChild>
                {/* The button that asked for the codes is gone: the focus moves on to Done. */}
                <Button autoFocus>Done</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!renew.isPending) void onSubmit();
            }}
          >
            <TwoFactorCodeField
              id={`${id}-code`}
              value={code}
              onChange={(value) => {
                setCode(value);
                setCodeError(null);
              }}
              error={codeError}
              focusOnMount
            />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={renew.isPending} aria-busy={renew.isPending}>
                Get new codes
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
