import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { ScorecardForm } from './scorecard-form';

interface ApproveCandidateDialogProps {
  /** The candidate to approve; null when closed. */
  candidate: { id: string; name: string } | null;
  onClose: () => void;
}

/**
 * Approve with the scorecard (issue #35 part 5, docs/decisions/078): the dialog around
 * `ScorecardForm`, a fresh form for each candidate.
 */
export function ApproveCandidateDialog({ candidate, onClose }: ApproveCandidateDialogProps) {
  return (
    <Dialog open={candidate !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        {candidate ? (
          <ScorecardForm key={candidate.id} candidate={candidate} onClose={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
