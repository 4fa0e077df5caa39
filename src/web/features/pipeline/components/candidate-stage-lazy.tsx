import { lazy, Suspense } from 'react';

const CandidateStage = lazy(async () => ({
  default: (await import('./candidate-stage')).CandidateStage,
}));

/**
 * `CandidateStage` (issue #34) loaded when a company's member opens a profile, so that the
 * profile's first load (shared with visitors) carries none of the pipeline's code.
 */
export function LazyCandidateStage({ candidateId }: { candidateId: string }) {
  return (
    <Suspense fallback={null}>
      <CandidateStage candidateId={candidateId} />
    </Suspense>
  );
}
