import { useId, useState } from 'react';
import { Loader2 } from 'lucide-react';
import {
  OUTCOME_NOTE_MAX,
  passReasons,
  type IntroOutcome,
  type PassReason,
  type RecordOutcomeInput,
} from '../../../../shared/intro-requests/schemas';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { RadioGroup, RadioGroupOption } from '../../../components/ui/radio-group';
import { Textarea } from '../../../components/ui/textarea';

/** The outcomes as the company reads them. */
export const outcomeLabels: Record<IntroOutcome, string> = {
  propose_gig: 'Propose a trial project',
  keep_talking: 'Keep talking',
  pass: 'Pass',
};

interface OutcomeFormProps {
  busy: boolean;
  initial?: Partial<RecordOutcomeInput>;
  onSubmit: (input: RecordOutcomeInput) => void;
}

/**
 * The company's decision after the call (issue #17): propose a gig, keep talking, or pass with a
 * reason from the list and an optional note. The candidate sees a kind wording, never the note.
 */
export function OutcomeForm({ busy, initial, onSubmit }: OutcomeFormProps) {
  const id = useId();
  const [outcome, setOutcome] = useState<IntroOutcome | ''>(initial?.outcome ?? '');
  const [reason, setReason] = useState<PassReason | ''>(initial?.reason ?? '');
  const [note, setNote] = useState(initial?.note ?? '');
  const [errors, setErrors] = useState<{ outcome?: string; reason?: string }>({});
  return (
    <form
      className="grid gap-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const next = {
          outcome: outcome ? undefined : 'Please choose an outcome.',
          reason: outcome === 'pass' && !reason ? 'Please choose a reason.' : undefined,
        };
        setErrors(next);
        if (next.outcome || next.reason || !outcome) return;
        onSubmit({
          outcome,
          reason: outcome === 'pass' ? (reason as PassReason) : null,
          note: note.trim() || null,
        });
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-800">How did the call go?</legend>
        <RadioGroup
          value={outcome}
          onValueChange={(v) => setOutcome(v as IntroOutcome)}
          className="sm:grid-cols-3"
          aria-describedby={errors.outcome ? `${id}-outcome-error` : undefined}
        >
          {(Object.keys(outcomeLabels) as IntroOutcome[]).map((o) => (
            <RadioGroupOption key={o} id={`${id}-${o}`} value={o} label={outcomeLabels[o]} />
          ))}
        </RadioGroup>
        {errors.outcome ? (
          <p id={`${id}-outcome-error`} role="alert" className="text-sm text-red-700">
            {errors.outcome}
          </p>
        ) : null}
      </fieldset>
      {outcome === 'pass' ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-reason`}>Reason</Label>
          <NativeSelect
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value as PassReason)}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          >
            <option value="" disabled>
              Choose a reason
            </option>
            {passReasons.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </NativeSelect>
          {errors.reason ? (
            <p id={`${id}-reason-error`} role="alert" className="text-sm text-red-700">
              {errors.reason}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-note`}>Private note (optional)</Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          maxLength={OUTCOME_NOTE_MAX}
          className="min-h-20"
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Save Outcome
      </Button>
    </form>
  );
}
