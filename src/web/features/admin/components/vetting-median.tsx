import { Timer } from 'lucide-react';
import { durationInWords, scorecardTexts } from '../../../../shared/admin/scorecard';
import { useVettingStats } from '../api/candidates';

/**
 * "Median time to vet (30 days): …" (issue #35 part 5): from signup to the admin's decision,
 * approvals and rejections of the last 30 days, computed by the server.
 */
export function VettingMedian() {
  const stats = useVettingStats();
  const value = stats.data
    ? stats.data.medianSeconds === null
      ? 'no decisions yet'
      : `${durationInWords(stats.data.medianSeconds)} (${stats.data.decisions} ${stats.data.decisions === 1 ? 'decision' : 'decisions'})`
    : stats.isError
      ? 'not available'
      : '…';
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <Timer className="size-4 text-slate-500" aria-hidden="true" />
      <span>
        {scorecardTexts.medianLabel}: <span className="font-semibold text-slate-900">{value}</span>
      </span>
    </p>
  );
}
