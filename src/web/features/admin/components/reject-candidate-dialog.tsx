import { useId, useState } from 'react';
import { Loader2, X } from 'lucide-react';
import { adminTexts } from '../../../../shared/admin/schemas';
import {
  rejectCandidateSchema,
  rejectionReasonLabels,
  rejectionReasons,
  SCORECARD_NOTE_MAX,
  scorecardTexts,
  type RejectionReason,
} from '../../../../shared/admin/scorecard';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { RadioGroup, RadioGroupOption } from '../../../components/ui/radio-group';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../lib/toast';
import { useRejectCandidate } from '../api/candidates';
import { toastError } from '../lib/toast-error';

interface RejectCandidateDialogProps {
  /** The candidate to reject; null when closed. */
  candidate: { id: string; name: string } | null;
  onClose: () => void;
}

/**
 * Reject with a reason category (issue #35 part 5, docs/decisions/078): the candidate's e-mail
 * names the reason kindly; the note stays with the admins.
 */
export function RejectCandidateDialog({ candidate, onClose }: RejectCandidateDialogProps) {
  const id = useId();
  const reject = useRejectCandidate();
  const [reason, setReason] = useState<RejectionReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setNote('');
    setError(null);
    onClose();
  };

  return (
    <Dialog open={candidate !== null} onOpenChange={(open) => (open ? null : close())}>
      <DialogContent className="max-w-lg">
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!candidate) return;
            const parsed = rejectCandidateSchema.safeParse({ reason: reason || undefined, note });
            if (!parsed.success) {
              setError(scorecardTexts.reasonRequired);
              return;
            }
            setError(null);
            reject.mutate(
              { id: candidate.id, input: parsed.data },
              {
                onSuccess: (c) => {
                  toast({
                    title: adminTexts.profileUpdated,
                    description: `${c.name} is now rejected.`,
                  });
                  close();
                },
                onError: (err) => toastError(adminTexts.updateFailed, err),
              },
            );
          }}
        >
          <DialogHeader>
            <DialogTitle>Reject {candidate?.name}</DialogTitle>
            <DialogDescription>
              Choose the reason. The candidate&apos;s e-mail names it kindly; your note stays with
              the admins.
            </DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2">
            <legend id={`${id}-reason`} className="text-sm font-semibold text-slate-900">
              Reason
            </legend>
            <RadioGroup
              value={reason}
              onValueChange={(v) => setReason(v as RejectionReason)}
              aria-labelledby={`${id}-reason`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-reason-error` : undefined}
            >
              {rejectionReasons.map((r) => (
                <RadioGroupOption
                  key={r}
                  id={`${id}-${r}`}
                  value={r}
                  label={rejectionReasonLabels[r]}
                />
              ))}
            </RadioGroup>
            {error ? (
              <p id={`${id}-reason-error`} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-note`}>Internal note (optional)</Label>
            <Textarea
              id={`${id}-note`}
              value={note}
              maxLength={SCORECARD_NOTE_MAX}
              className="min-h-16"
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={reject.isPending}>
              {reject.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <X aria-hidden="true" />
              )}
              Reject
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
