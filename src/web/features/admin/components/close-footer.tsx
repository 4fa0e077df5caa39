import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';

/** A read-only dialog's footer: one Close button. */
export function CloseFooter({ onClose }: { onClose: () => void }) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onClose}>
        Close
      </Button>
    </DialogFooter>
  );
}
