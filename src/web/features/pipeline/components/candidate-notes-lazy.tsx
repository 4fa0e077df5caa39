import { lazy, Suspense } from 'react';

const CandidateNotesPanel = lazy(async () => ({
  default: (await import('./candidate-notes-panel')).CandidateNotesPanel,
}));

/**
 * `CandidateNotesPanel` (issue #34 item 2) loaded when a company's member opens a profile, so that
 * the profile's first load (shared with visitors and candidates) carries none of it. Keyed by
 * candidate: another profile mounts a panel with that candidate's draft.
 */
export function LazyCandidateNotesPanel({ candidateId }: { candidateId: string }) {
  return (
    <Suspense fallback={null}>
      <CandidateNotesPanel key={candidateId} candidateId={candidateId} />
    </Suspense>
  );
}
