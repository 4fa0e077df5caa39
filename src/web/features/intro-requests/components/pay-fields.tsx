import { useId } from 'react';
import {
  compareWithExpectation,
  compensationCurrencies,
  compensationSchema,
  type Compensation,
  type CompensationCurrency,
} from '../../../../shared/intro-requests/compensation';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';

/** The pay as typed in the dialog (strings, as the inputs hold them). */
export interface PayDraft {
  /** 'salary:year', 'rate:day' or 'rate:hour'. */
  payType: string;
  currency: string;
  min: string;
  max: string;
}

/** Field errors of the pay, keyed by the schema's field names. */
export type PayErrors = Partial<Record<'kind' | 'currency' | 'period' | 'min' | 'max', string>>;

const payTypes = [
  { value: 'salary:year', label: 'Salary (per year)' },
  { value: 'rate:day', label: 'Day rate (contract)' },
  { value: 'rate:hour', label: 'Hour rate (contract)' },
] as const;

const currencyLabels: Record<CompensationCurrency, string> = {
  USD: 'USD ($)',
  EUR: 'EUR (€)',
  GBP: 'GBP (£)',
};

/** An amount as typed ("120,000", "120 000") as a number; NaN when it is not one. */
function amountOf(text: string): number {
  const digits = text.replace(/[\s,]/g, '');
  return digits === '' ? Number.NaN : Number(digits);
}

/** The typed pay as the API's `compensation` (the schema checks it). */
export function payFromDraft(draft: PayDraft): Record<keyof Compensation, unknown> {
  const [kind, period] = draft.payType.split(':');
  return {
    kind,
    period,
    currency: draft.currency,
    min: amountOf(draft.min),
    max: amountOf(draft.max),
  };
}

/** The stored pay as the dialog's fields (a re-request starts from it). */
export function draftFromPay(pay: Compensation | null | undefined): PayDraft {
  if (!pay) return { payType: 'salary:year', currency: 'USD', min: '', max: '' };
  return {
    payType: `${pay.kind}:${pay.period}`,
    currency: pay.currency,
    min: String(pay.min),
    max: String(pay.max),
  };
}

interface PayFieldsProps {
  firstName: string;
  value: PayDraft;
  errors: PayErrors;
  /** The candidate's stated salary expectation (`salaryRangeOptions`), if known. */
  salaryRange: string | null | undefined;
  onChange: (next: PayDraft, changed: keyof PayErrors) => void;
}

/**
 * The pay of an intro request (issue #35, docs/decisions/077): a yearly salary or a day/hour
 * rate, its currency, and the lowest and highest amount. While a yearly salary in dollars is
 * typed, it says how it compares with the candidate's stated range ("Below Taylor's range of
 * $100k–$150k"); the company may still send.
 */
export function PayFields({ firstName, value, errors, salaryRange, onChange }: PayFieldsProps) {
  const id = useId();
  // Compared only once the pay is one the server would take (a range upside down says nothing).
  const parsed = compensationSchema.safeParse(payFromDraft(value));
  const comparison = parsed.success
    ? compareWithExpectation(parsed.data, salaryRange, firstName)
    : null;
  const set = (patch: Partial<PayDraft>, changed: keyof PayErrors) =>
    onChange({ ...value, ...patch }, changed);
  const described = (field: keyof PayErrors) =>
    errors[field] ? `${id}-${field}-error` : undefined;
  const error = (field: keyof PayErrors) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} role="alert" className="text-sm text-red-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1.5 text-sm font-medium text-slate-900">Pay for this role</legend>
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-type`}>Pay type</Label>
          <NativeSelect
            id={`${id}-type`}
            value={value.payType}
            aria-invalid={errors.kind || errors.period ? true : undefined}
            aria-describedby={described('kind') ?? described('period')}
            onChange={(e) => set({ payType: e.target.value }, 'period')}
          >
            {payTypes.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </NativeSelect>
          {error('kind') ?? error('period')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-currency`}>Currency</Label>
          <NativeSelect
            id={`${id}-currency`}
            value={value.currency}
            aria-invalid={errors.currency ? true : undefined}
            aria-describedby={described('currency')}
            onChange={(e) => set({ currency: e.target.value }, 'currency')}
          >
            {compensationCurrencies.map((c) => (
              <option key={c} value={c}>
                {currencyLabels[c]}
              </option>
            ))}
          </NativeSelect>
          {error('currency')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-min`}>Lowest pay</Label>
          <Input
            id={`${id}-min`}
            inputMode="numeric"
            autoComplete="off"
            value={value.min}
            placeholder={value.payType === 'salary:year' ? 'e.g. 120000' : 'e.g. 600'}
            aria-invalid={errors.min ? true : undefined}
            aria-describedby={described('min')}
            onChange={(e) => set({ min: e.target.value }, 'min')}
          />
          {error('min')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-max`}>Highest pay</Label>
          <Input
            id={`${id}-max`}
            inputMode="numeric"
            autoComplete="off"
            value={value.max}
            placeholder={value.payType === 'salary:year' ? 'e.g. 150000' : 'e.g. 800'}
            aria-invalid={errors.max ? true : undefined}
            aria-describedby={described('max')}
            onChange={(e) => set({ max: e.target.value }, 'max')}
          />
          {error('max')}
        </div>
      </div>
      <p
        role="status"
        className={
          comparison?.verdict === 'below' ? 'text-sm text-amber-800' : 'text-sm text-slate-600'
        }
      >
        {comparison
          ? `${comparison.text}.${comparison.verdict === 'below' ? ' You can still send the request.' : ''}`
          : null}
      </p>
    </fieldset>
  );
}
