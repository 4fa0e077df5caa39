import {
  SCORECARD_NOTE_MAX,
  scorecardRatingLabels,
  scorecardRatings,
  vettingCriterionLabels,
  type VettingCriterion,
} from '../../../../shared/admin/scorecard';
import { Label } from '../../../components/ui/label';
import { RadioGroup, RadioGroupOption } from '../../../components/ui/radio-group';
import { Textarea } from '../../../components/ui/textarea';

interface ScorecardCriterionFieldProps {
  /** A prefix for the field's element ids (`useId()` of the form). */
  idPrefix: string;
  criterion: VettingCriterion;
  rating: string;
  note: string;
  onRating: (rating: string) => void;
  onNote: (note: string) => void;
  errors: { rating?: string | undefined; note?: string | undefined };
}

/**
 * One criterion of the scorecard (docs/decisions/078): a group of four radio buttons, 1–4, named
 * by the criterion (arrow keys move between them), and its note; errors under each, linked.
 */
export function ScorecardCriterionField({
  idPrefix,
  criterion,
  rating,
  note,
  onRating,
  onNote,
  errors,
}: ScorecardCriterionFieldProps) {
  const id = `${idPrefix}-${criterion}`;
  const label = vettingCriterionLabels[criterion];
  return (
    <fieldset className="grid gap-2 rounded-lg border border-slate-200 p-3">
      <legend id={`${id}-legend`} className="px-1 text-sm font-semibold text-slate-900">
        {label}
      </legend>
      <RadioGroup
        value={rating}
        onValueChange={onRating}
        aria-labelledby={`${id}-legend`}
        aria-invalid={errors.rating ? true : undefined}
        aria-describedby={errors.rating ? `${id}-rating-error` : undefined}
        className="grid-cols-2 sm:grid-cols-4"
      >
        {scorecardRatings.map((r) => (
          <RadioGroupOption
            key={r}
            id={`${id}-${r}`}
            value={String(r)}
            label={scorecardRatingLabels[r]}
          />
        ))}
      </RadioGroup>
      {errors.rating ? (
        <p id={`${id}-rating-error`} className="text-sm text-red-700">
          {errors.rating}
        </p>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-note`}>
          Note<span className="sr-only"> on {label}</span>
        </Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          maxLength={SCORECARD_NOTE_MAX}
          className="min-h-16"
          onChange={(e) => onNote(e.target.value)}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${id}-note-error` : undefined}
        />
        {errors.note ? (
          <p id={`${id}-note-error`} className="text-sm text-red-700">
            {errors.note}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
