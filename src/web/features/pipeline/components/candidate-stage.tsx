import { Link } from 'react-router';
import { Rows3 } from 'lucide-react';
import { pipelineStageLabels } from '../../../../shared/pipeline/schemas';
import { paths } from '../../../config/paths';
import { useCandidatePipeline } from '../api/get-shortlist-membership';

/** 'Dec 3' in the viewer's zone. */
function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

/**
 * Where a candidate stands in the company's pipeline, on their profile (issue #34 item 3 as the
 * profile shows it): "Pipeline: Intro requested · since Dec 3" (with the reason of a Not a fit),
 * linking to the board. Nothing while loading, when the read fails, or when the candidate is not
 * on the board. Company members only (the caller decides).
 */
export function CandidateStage({ candidateId }: { candidateId: string }) {
  const card = useCandidatePipeline(candidateId).data?.card;
  if (!card) return null;
  const stage = pipelineStageLabels[card.stage];
  return (
    <Link
      to={paths.pipeline.getHref()}
      className="inline-flex items-start gap-1.5 rounded-sm text-sm text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      <Rows3 className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <span>
        <span className="font-semibold text-slate-900">Pipeline:</span> {stage}
        {card.reason ? ` (${card.reason})` : ''} · since {shortDate(card.since)}
      </span>
    </Link>
  );
}
