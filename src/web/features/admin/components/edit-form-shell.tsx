import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';

interface EditFormShellProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitting: boolean;
  /** The fields, in two columns from `sm` up. */
  children: ReactNode;
}

/** An Edit dialog's form: its fields, then Cancel and Save Changes ('Saving…' while it saves). */
export function EditFormShell({ onSubmit, onCancel, submitting, children }: EditFormShellProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? 'Saving…' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
