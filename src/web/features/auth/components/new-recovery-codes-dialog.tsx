import { useId, useState } from 'react';
import { twoFactorTexts } from '../../../../shared/auth/two-factor';
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
import { toast } from '../../../lib/toast';
import { useNewRecoveryCodes } from '../api/two-factor';
import { useCodeSubmit } from '../lib/use-code-submit';
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
  const [codes, setCodes] = useState<string[] | null>(null);
  const field = useCodeSubmit(
    async (code) => (await renew.mutateAsync(code)).recoveryCodes,
    (recoveryCodes) => {
      setCodes(recoveryCodes);
      toast({
        title: twoFactorTexts.recoveryCodesTitle,
        description: 'Your old recovery codes no longer work.',
      });
    },
  );

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      field.reset();
      setCodes(null);
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
              if (!renew.isPending) void field.submit();
            }}
          >
            <TwoFactorCodeField
              id={`${id}-code`}
              value={field.code}
              onChange={field.change}
              error={field.error}
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
