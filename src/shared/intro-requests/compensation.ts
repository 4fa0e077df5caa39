/**
 * Compensation: the pay an intro request states for the role (issue #35 "Pay up front";
 * docs/decisions/077). A yearly salary range, or a day or hour rate for contract work, in one of
 * a few currencies, in whole units. Required on every new request and re-request; requests made
 * before it have none and read "Not stated".
 */
import { z } from 'zod';

export const compensationKinds = ['salary', 'rate'] as const;
export type CompensationKind = (typeof compensationKinds)[number];
export const compensationCurrencies = ['USD', 'EUR', 'GBP'] as const;
export type CompensationCurrency = (typeof compensationCurrencies)[number];
/** A salary is per year; a rate per day or per hour. */
export const compensationPeriods = ['year', 'day', 'hour'] as const;
export type CompensationPeriod = (typeof compensationPeriods)[number];
export const ratePeriods = ['day', 'hour'] as const;

/** Bounds in whole currency units (docs/decisions/077). */
export const SALARY_MIN = 1_000;
export const SALARY_MAX = 10_000_000;
export const RATE_MIN = 1;
export const RATE_MAX = 100_000;

/** How each kind, currency and period reads in the form and on the pages. */
export const compensationKindLabels: Record<CompensationKind, string> = {
  salary: 'Salary (yearly)',
  rate: 'Day or hour rate (contract)',
};
export const compensationPeriodLabels: Record<CompensationPeriod, string> = {
  year: 'per year',
  day: 'per day',
  hour: 'per hour',
};

/** Shown where a request made before pay was required has none. */
export const PAY_NOT_STATED = 'Not stated';

export const compensationMessages = {
  required: 'Please state the pay for this role.',
  kind: 'Please choose a salary or a rate.',
  currency: 'Please choose a currency.',
  salaryPeriod: 'A salary is stated per year.',
  ratePeriod: 'A rate is stated per day or per hour.',
  whole: 'Please enter a whole number.',
  salaryBounds: 'A yearly salary must be between 1,000 and 10,000,000.',
  rateBounds: 'A rate must be between 1 and 100,000.',
  order: 'The highest pay must be at least the lowest.',
} as const;

const amount = z
  .number({ error: compensationMessages.whole })
  .int(compensationMessages.whole)
  .min(0, compensationMessages.whole);

/**
 * The pay of an intro request, as sent and as answered: `min` ≤ `max`, whole units of
 * `currency`; a salary 1,000–10,000,000 per year, a rate 1–100,000 per day or hour.
 * Field errors: `compensation.kind`, `.currency`, `.period`, `.min`, `.max`.
 */
export const compensationSchema = z
  .object(
    {
      kind: z.enum(compensationKinds, { error: compensationMessages.kind }),
      currency: z.enum(compensationCurrencies, { error: compensationMessages.currency }),
      period: z.enum(compensationPeriods, { error: compensationMessages.ratePeriod }),
      min: amount,
      max: amount,
    },
    { error: compensationMessages.required },
  )
  .superRefine((v, ctx) => {
    const salary = v.kind === 'salary';
    if (salary ? v.period !== 'year' : v.period === 'year') {
      ctx.addIssue({
        code: 'custom',
        path: ['period'],
        message: salary ? compensationMessages.salaryPeriod : compensationMessages.ratePeriod,
      });
    }
    const [low, high] = salary ? [SALARY_MIN, SALARY_MAX] : [RATE_MIN, RATE_MAX];
    const bounds = salary ? compensationMessages.salaryBounds : compensationMessages.rateBounds;
    for (const key of ['min', 'max'] as const) {
      if (v[key] < low || v[key] > high)
        ctx.addIssue({ code: 'custom', path: [key], message: bounds });
    }
    if (v.min > v.max)
      ctx.addIssue({ code: 'custom', path: ['max'], message: compensationMessages.order });
  });
export type Compensation = z.infer<typeof compensationSchema>;

/** The pay as the API answers it (stored, so already checked); null: "Not stated". */
export const compensationViewSchema = z
  .object({
    kind: z.enum(compensationKinds),
    currency: z.enum(compensationCurrencies),
    period: z.enum(compensationPeriods),
    min: z.number(),
    max: z.number(),
  })
  .nullable();

/** One amount in its currency, whole units: "$120,000", "€650", "£80". */
export function formatMoney(value: number, currency: CompensationCurrency): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(value);
}

/**
 * The pay as every page, e-mail and export reads it: "$120,000 – $150,000 per year",
 * "€650 per day" (min = max); "Not stated" for none (a request from before pay was required).
 */
export function formatCompensation(pay: Compensation | null | undefined): string {
  if (!pay) return PAY_NOT_STATED;
  const range =
    pay.min === pay.max
      ? formatMoney(pay.min, pay.currency)
      : `${formatMoney(pay.min, pay.currency)} – ${formatMoney(pay.max, pay.currency)}`;
  return `${range} ${compensationPeriodLabels[pay.period]}`;
}

/**
 * The candidate's stated expectation (`salaryRangeOptions`) as yearly US dollars; null for
 * 'Prefer not to disclose', none, or a text we do not know.
 */
const expectationRanges: Record<string, { low: number; high: number; label: string }> = {
  '$0 – $50k': { low: 0, high: 50_000, label: '$0–$50k' },
  '$50k – $100k': { low: 50_000, high: 100_000, label: '$50k–$100k' },
  '$100k – $150k': { low: 100_000, high: 150_000, label: '$100k–$150k' },
  '$150k+': { low: 150_000, high: Number.POSITIVE_INFINITY, label: '$150k+' },
};

export type PayVerdict = 'below' | 'within' | 'above';

/**
 * Whether the stated pay meets the candidate's expectation (issue #35; docs/decisions/077): only
 * a yearly salary in US dollars (the expectation's own terms; no exchange rates) against a stated
 * range. Below: the highest pay is under the range's low end; above: the lowest pay is over its
 * high end; else within. Null (say nothing) for a rate, another currency, or no stated range.
 * @returns the verdict and its sentence, e.g. "Below Taylor's range of $100k–$150k".
 */
export function compareWithExpectation(
  pay: Pick<Compensation, 'kind' | 'currency' | 'min' | 'max'>,
  salaryRange: string | null | undefined,
  firstName: string,
): { verdict: PayVerdict; text: string } | null {
  const range = salaryRange ? expectationRanges[salaryRange] : undefined;
  if (!range || pay.kind !== 'salary' || pay.currency !== 'USD') return null;
  const verdict: PayVerdict =
    pay.max < range.low ? 'below' : pay.min > range.high ? 'above' : 'within';
  const word = { below: 'Below', within: 'Within', above: 'Above' }[verdict];
  return { verdict, text: `${word} ${firstName}'s range of ${range.label}` };
}
