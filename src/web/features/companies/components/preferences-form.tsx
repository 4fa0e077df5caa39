import { useId, type FormEvent } from 'react';
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
  type PreferencesResponse,
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

function pick<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

/**
 * The form's starting values from what the company saved (`GET /api/companies/me/preferences`).
 * Nothing saved, or a skip (spec 1 §3: null mode and overlap, empty lists, [0,0] budget), falls
 * back to the defaults field by field; values the form does not offer are dropped. The primary
 * roles, when none are saved, start from `signupRoles` — the hiring roles ticked at signup that
 * the form offers (issue #30: signup answers carried forward).
 */
export function preferencesFormValues(
  saved: PreferencesResponse | null | undefined,
  signupRoles: readonly string[] = [],
): PreferencesInput {
  const fromSignup = primaryRoleOptions.filter((o) => signupRoles.includes(o));
  if (!saved) {
    return { ...defaultPreferences, primaryRoles: fromSignup, monthlyBudget: [...DEFAULT_BUDGET] };
  }
  const savedRoles = primaryRoleOptions.filter((o) => saved.primaryRoles.includes(o));
  const [low, high] = saved.monthlyBudget;
  const budgetSaved =
    !(low === 0 && high === 0) &&
    BUDGET_MIN <= low &&
    low <= high &&
    high <= BUDGET_MAX &&
    low % BUDGET_STEP === 0 &&
    high % BUDGET_STEP === 0;
  return {
    hiringMode: pick(hiringModes, saved.hiringMode, defaultPreferences.hiringMode),
    engagementTypes: engagementTypeOptions.filter((o) => saved.engagementTypes.includes(o)),
    primaryRoles: savedRoles.length > 0 ? savedRoles : fromSignup,
    timeZoneOverlap: pick(
      timeZoneOverlaps,
      saved.timeZoneOverlap,
      defaultPreferences.timeZoneOverlap,
    ),
    monthlyBudget: budgetSaved ? [low, high] : [...DEFAULT_BUDGET],
  };
}

/** Focuses the first checkbox inside `group` (a checkbox group in error), with its focus ring. */
function focusFirstCheckbox(group: Element | null) {
  group?.querySelector<HTMLElement>('input[type="checkbox"]')?.focus({ focusVisible: true });
}

interface PreferencesFormProps {
  /** Save with the values, or skip with `null`. */
  onSubmit: (values: PreferencesInput | null) => Promise<void> | void;
  busy: boolean;
  /** Starting values (the saved preferences); read once, when the form mounts. */
  initialValues?: PreferencesInput;
  /** Offer 'Skip for now' (onboarding); the Account tab only saves (issue #15). */
  skippable?: boolean;
}

/** The five onboarding fields with save and skip (spec 1 §2 "Company onboarding", §5 "Preferences"). */
export function PreferencesForm({
  onSubmit,
  busy,
  initialValues = defaultPreferences,
  skippable = true,
}: PreferencesFormProps) {
  const id = useId();
  const form = useForm<PreferencesInput>({
    resolver: zodResolver(preferencesSchema),
    defaultValues: initialValues,
    // The groups are not focusable elements; `save` moves focus itself.
    shouldFocusError: false,
  });
  useClearErrorOnChange(form);
  const { errors } = form.formState;

  const save = (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    void form.handleSubmit(
      (values) => onSubmit(values),
      (invalid) => {
        // Keyboard focus goes to the first group in error, in the page's order.
        const group = invalid.engagementTypes
          ? 'engagementTypes'
          : invalid.primaryRoles
            ? 'primaryRoles'
            : null;
        if (group) focusFirstCheckbox(formElement.querySelector(`[data-group="${group}"]`));
        toast({
          title: 'Missing Information',
          description: 'Please fill out all required fields.',
          variant: 'destructive',
        });
      },
    )(event);
  };

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

      {/* Each group is a fieldset with its legend; in error it is aria-invalid and described by the message. */}
      <div data-group="engagementTypes">
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
      </div>

      <div data-group="primaryRoles">
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
      </div>

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
        {skippable ? (
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
        ) : null}
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
          Save Preferences
        </Button>
      </div>
    </form>
  );
}
