import { useId, useState } from 'react';
import {
  notAFitReasons,
  pipelineTexts,
  type NotAFitReason,
  type PipelineCard,
} from '../../../../shared/pipeline/schemas';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';

/**
 * Why a candidate is not a fit (issue #34 item 3): asked when a card is dropped on Not a fit or
 * moved there from its menu. One reason from the short list, then "Move to Not a fit"; Cancel,
 * Escape or the close button leave the card where it was.
 */
export function NotAFitDialog({
  card,
  onCancel,
  onConfirm,
}: {
  /** The card being moved; the dialog is open while it is set. */
  card: PipelineCard | null;
  onCancel: () => void;
  onConfirm: (reason: NotAFitReason) => Promise<void>;
}) {
  const [reason, setReason] = useState<NotAFitReason | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const errorId = `${id}-error`;

  const close = () => {
    setReason(null);
    setError(null);
    onCancel();
  };

  return (
    <Dialog open={card !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason) {
              setError(pipelineTexts.reasonRequired);
              return;
            }
            setReason(null);
            setError(null);
            void onConfirm(reason);
          }}
        >
          <DialogHeader>
            <DialogTitle>Move {card?.name} to Not a fit?</DialogTitle>
            <DialogDescription>
              Choose why. Your team sees the reason on the card; the candidate never does.
            </DialogDescription>
          </DialogHeader>
          <fieldset
            className="grid gap-2"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          >
            <legend className="mb-2 text-sm font-semibold text-slate-900">Reason</legend>
            {notAFitReasons.map((option) => (
              <label
                key={option}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={option}
                  checked={reason === option}
                  onChange={() => {
                    setReason(option);
                    setError(null);
                  }}
                  className="size-4 accent-brand-700"
                />
                {option}
              </label>
            ))}
          </fieldset>
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit">Move to Not a fit</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
