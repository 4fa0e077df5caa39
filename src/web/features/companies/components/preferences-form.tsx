import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BUDGET_MAX,
  BUDGET_MIN,
  BUDGET_STEP,
  DEFAULT_BUDGET,
  engagementTypeOptions,
  hiringModes,
  preferencesSchema,
  primaryRoleOptions,
  timeZoneOverlaps,
  type PreferencesInput,
} from '../../../../shared/companies/schemas';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { CheckboxGroup } from '../../../components/ui/form-checkbox';
import { Label } from '../../../components/ui/label';
import { RadioGroup, RadioGroupOption } from '../../../components/ui/radio-group';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { Slider } from '../../../components/ui/slider';
import { useClearErrorOnChange } from '../../../lib/use-clear-error-on-change';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** "$2,000" (spec 1 §2: budget in USD). */
export function formatUsd(value: number): string {
  return usd.format(value);
}

/** Spec 1 §2 "Company onboarding": the defaults. */
export const defaultPreferences: PreferencesInput = {
  hiringMode: 'Remote',
  engagementTypes: [],
  primaryRoles: [],
  timeZoneOverlap: 'Any',
  monthlyBudget: [...DEFAULT_BUDGET],
};

interface PreferencesFormProps {
  /** Save with the values, or skip with `null`. */
  onSubmit: (values: PreferencesInput | null) => Promise<void> | void;
  busy: boolean;
}

/** The five onboarding fields with save and skip (spec 1 §2 "Company onboarding", §5 "Preferences"). */
export function PreferencesForm({ onSubmit, busy }: PreferencesFormProps) {
  const id = useId();
  const form = useForm<PreferencesInput>({
    resolver: zodResolver(preferencesSchema),
    defaultValues: defaultPreferences,
  });
  useClearErrorOnChange(form);
  const { errors } = form.formState;

  const save = form.handleSubmit(
    (values) => onSubmit(values),
    () =>
      toast({
        title: 'Missing Information',
        description: 'Please fill out all required fields.',
        variant: 'destructive',
      }),
  );

  return (
    <form noValidate onSubmit={save} className="space-y-8">
      <div className="space-y-2">
        <p id={`${id}-mode`} className="text-sm font-medium text-slate-800">
          Hiring Mode
        </p>
        <Controller
          control={form.control}
          name="hiringMode"
          render={({ field }) => (
            <RadioGroup
              aria-labelledby={`${id}-mode`}
              value={field.value}
              onValueChange={field.onChange}
              className="grid-cols-1 sm:grid-cols-3"
            >
              {hiringModes.map((mode) => (
                <RadioGroupOption key={mode} id={`${id}-mode-${mode}`} value={mode} label={mode} />
              ))}
            </RadioGroup>
          )}
        />
      </div>

      <Controller
        control={form.control}
        name="engagementTypes"
        render={({ field }) => (
          <CheckboxGroup
            legend="Engagement Types"
            options={engagementTypeOptions}
            value={field.value}
            onChange={field.onChange}
            error={errors.engagementTypes?.message}
            className="sm:[&>div]:grid-cols-3"
          />
        )}
      />

      <Controller
        control={form.control}
        name="primaryRoles"
        render={({ field }) => (
          <CheckboxGroup
            legend="Primary Roles"
            options={primaryRoleOptions}
            value={field.value}
            onChange={field.onChange}
            error={errors.primaryRoles?.message}
            className="sm:[&>div]:grid-cols-3"
          />
        )}
      />

      <div className="space-y-1.5">
        <Label htmlFor={`${id}-overlap`}>Time Zone Overlap</Label>
        <Controller
          control={form.control}
          name="timeZoneOverlap"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange} name={field.name}>
              <SelectTrigger id={`${id}-overlap`} ref={field.ref} className="sm:max-w-xs">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {timeZoneOverlaps.map((option) => (
                  <SelectItem key={option} value={option}>
                    {option}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </div>

      <Controller
        control={form.control}
        name="monthlyBudget"
        render={({ field }) => (
          <div className="space-y-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p id={`${id}-budget`} className="text-sm font-medium text-slate-800">
                Monthly Budget (USD)
              </p>
              <p className="text-sm font-semibold text-slate-900" aria-live="polite">
                {formatUsd(field.value[0])} – {formatUsd(field.value[1])}
              </p>
            </div>
            <Slider
              aria-labelledby={`${id}-budget`}
              min={BUDGET_MIN}
              max={BUDGET_MAX}
              step={BUDGET_STEP}
              minStepsBetweenThumbs={0}
              value={field.value}
              onValueChange={(value) => field.onChange([value[0], value[1]])}
              thumbLabels={['Minimum monthly budget', 'Maximum monthly budget']}
              getValueText={formatUsd}
            />
            <div className="flex justify-between text-xs text-slate-600">
              <span>{formatUsd(BUDGET_MIN)}</span>
              <span>{formatUsd(BUDGET_MAX)}</span>
            </div>
          </div>
        )}
      />

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
        <Button
          variant="ghost"
          size="lg"
          disabled={busy}
          onClick={() => {
            form.clearErrors();
            void onSubmit(null);
          }}
        >
          Skip for now
        </Button>
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
          Save Preferences
        </Button>
      </div>
    </form>
  );
}
