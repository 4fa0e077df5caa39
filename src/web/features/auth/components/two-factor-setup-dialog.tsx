import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { TwoFactorSetupSteps } from './two-factor-setup-steps';

interface TwoFactorSetupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Set up two-factor authentication" (issue #31 item 4; docs/decisions/067): the setup's steps
 * (`TwoFactorSetupSteps`) in a dialog. Controlled by the card, so it stays open on the recovery
 * codes while the card behind it turns to "On". A click outside does not close it: the codes are
 * shown once (Escape and Close still do).
 */
export function TwoFactorSetupDialog({ open, onOpenChange }: TwoFactorSetupDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Set up two-factor authentication</DialogTitle>
          <DialogDescription>
            After your password, WarmIntro will ask for a code from an app on your phone.
          </DialogDescription>
        </DialogHeader>
        <TwoFactorSetupSteps onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
