import { BadgeCheck, Check } from 'lucide-react';
import {
  scorecardTexts,
  vettingCriterionLabels,
  type VettedSummary as Vetted,
} from '../../../../shared/admin/scorecard';

const dayInWords = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The public summary of a candidate's vetting on their profile (issue #35 part 5,
 * docs/decisions/078): "Vetted by WarmIntro on {date}" and the names of the criteria that passed.
 * It has no rating and no note to show: the API never sends them.
 */
export function VettedSummary({ vetted }: { vetted: Vetted }) {
  const heading = scorecardTexts.vettedOn(dayInWords(vetted.at));
  return (
    <section
      aria-label={heading}
      className="rounded-2xl border border-green-200 bg-green-50 p-5 shadow-sm sm:p-6"
    >
      <h2 className="flex items-center gap-2 text-base font-bold text-green-900">
        <BadgeCheck className="size-5 shrink-0" aria-hidden="true" />
        {heading}
      </h2>
      {vetted.passed.length > 0 ? (
        <ul className="mt-3 grid gap-1.5 text-sm text-green-900" aria-label="Checked by WarmIntro">
          {vetted.passed.map((criterion) => (
            <li key={criterion} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {vettingCriterionLabels[criterion]}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
