import { Sparkles } from 'lucide-react';

/**
 * What a candidate matches of the viewing company's preferences (issue #15), e.g.
 * 'Matches: Engineering · Remote · within budget'. Nothing when there is no reason.
 */
export function MatchReasons({ reasons }: { reasons: string[] }) {
  if (reasons.length === 0) return null;
  return (
    <p className="mt-3 flex items-start gap-1.5 rounded-lg bg-brand-50 px-2.5 py-1.5 text-xs font-medium text-brand-800">
      <Sparkles className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>Matches: {reasons.join(' · ')}</span>
    </p>
  );
}
