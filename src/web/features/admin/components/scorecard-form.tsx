import { useId, useState } from 'react';
import { Check, Loader2 } from 'lucide-react';
import {
  approveCandidateSchema,
  vettingCriteria,
  type VettingCriterion,
} from '../../../../shared/admin/scorecard';
import { Button } from '../../../components/ui/button';
import {
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useApproveCandidate } from '../api/candidates';
import { adminTexts } from '../../../../shared/admin/schemas';
import { toastError } from '../lib/toast-error';
import { ScorecardCriterionField } from './scorecard-criterion-field';

type Values = Record<VettingCriterion, { rating: string; note: string }>;
const emptyValues = (): Values =>
  Object.fromEntries(vettingCriteria.map((c) => [c, { rating: '', note: '' }])) as Values;

/** Field errors keyed as the API keys them: `criteria.<criterion>.rating|note`. */
type Errors = Record<string, string>;

/**
 * The scorecard (issue #35 part 5, docs/decisions/078): each criterion rated 1–4 with a note,
 * checked with the same schema as the server (`approveCandidateSchema`); the server's field
 * errors show under their fields. Criteria rated 3 or 4 then show on the candidate's profile.
 */
export function ScorecardForm({
  candidate,
  onClose,
}: {
  candidate: { id: string; name: string };
  onClose: () => void;
}) {
  const id = useId();
  const approve = useApproveCandidate();
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const set = (c: VettingCriterion, patch: Partial<Values[VettingCriterion]>) =>
    setValues((v) => ({ ...v, [c]: { ...v[c], ...patch } }));

  const submit = () => {
    const parsed = approveCandidateSchema.safeParse({
      decision: 'approve',
      criteria: Object.fromEntries(
        vettingCriteria.map((c) => [
          c,
          { rating: values[c].rating ? Number(values[c].rating) : undefined, note: values[c].note },
        ]),
      ),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    approve.mutate(
      { id: candidate.id, input: parsed.data },
      {
        onSuccess: (c) => {
          toast({ title: adminTexts.profileUpdated, description: `${c.name} is now approved.` });
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.fieldErrors).length > 0)
            setErrors(error.fieldErrors);
          else toastError(adminTexts.updateFailed, error);
        },
      },
    );
  };

  const count = Object.keys(errors).length;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <DialogHeader>
        <DialogTitle>Approve {candidate.name}</DialogTitle>
        <DialogDescription>
          Rate each criterion from 1 to 4 and write a note. Criteria rated 3 or 4 show on the
          profile as checked by WarmIntro; ratings and notes stay with the admins.
        </DialogDescription>
      </DialogHeader>
      {vettingCriteria.map((c) => (
        <ScorecardCriterionField
          key={c}
          idPrefix={id}
          criterion={c}
          rating={values[c].rating}
          note={values[c].note}
          onRating={(rating) => set(c, { rating })}
          onNote={(note) => set(c, { note })}
          errors={{
            rating: errors[`criteria.${c}.rating`],
            note: errors[`criteria.${c}.note`],
          }}
        />
      ))}
      {count > 0 ? (
        <p role="alert" className="text-sm text-red-700">
          {count === 1 ? 'One field needs attention.' : `${count} fields need attention.`}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={approve.isPending}>
          {approve.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Check aria-hidden="true" />
          )}
          Approve
        </Button>
      </DialogFooter>
    </form>
  );
}
