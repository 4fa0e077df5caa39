/**
 * Pay up front (issue #35; docs/decisions/077): how the stated pay reads, and how it compares
 * with the candidate's stated salary expectation (`salaryRangeOptions`).
 */
import { describe, expect, it } from 'vitest';
import { salaryRangeOptions } from '../candidates/constants';
import { compareWithExpectation, formatCompensation, PAY_NOT_STATED } from './compensation';

const salary = (min: number, max: number, currency: 'USD' | 'EUR' | 'GBP' = 'USD') =>
  ({ kind: 'salary', currency, period: 'year', min, max }) as const;

describe('formatCompensation (docs/decisions/077)', () => {
  it('reads a range, a single amount and none', () => {
    expect(formatCompensation(salary(120_000, 150_000))).toBe('$120,000 – $150,000 per year');
    expect(
      formatCompensation({ kind: 'rate', currency: 'EUR', period: 'day', min: 650, max: 650 }),
    ).toBe('€650 per day');
    expect(
      formatCompensation({ kind: 'rate', currency: 'GBP', period: 'hour', min: 80, max: 95 }),
    ).toBe('£80 – £95 per hour');
    expect(formatCompensation(null)).toBe(PAY_NOT_STATED);
    expect(PAY_NOT_STATED).toBe('Not stated');
  });
});

describe('compareWithExpectation (issue #35 "Below Taylor\'s range")', () => {
  it('says below, within or above the stated range', () => {
    expect(compareWithExpectation(salary(90_000, 99_000), '$100k – $150k', 'Taylor')).toEqual({
      verdict: 'below',
      text: "Below Taylor's range of $100k–$150k",
    });
    expect(compareWithExpectation(salary(90_000, 100_000), '$100k – $150k', 'Taylor')).toEqual({
      verdict: 'within',
      text: "Within Taylor's range of $100k–$150k",
    });
    expect(compareWithExpectation(salary(160_000, 170_000), '$100k – $150k', 'Taylor')).toEqual({
      verdict: 'above',
      text: "Above Taylor's range of $100k–$150k",
    });
    expect(compareWithExpectation(salary(200_000, 900_000), '$150k+', 'Sam')?.verdict).toBe(
      'within',
    );
    expect(compareWithExpectation(salary(140_000, 149_999), '$150k+', 'Sam')?.text).toBe(
      "Below Sam's range of $150k+",
    );
  });

  it('knows every stated range but says nothing for no range, a rate or another currency', () => {
    for (const option of salaryRangeOptions.filter((o) => o !== 'Prefer not to disclose'))
      expect(compareWithExpectation(salary(1_000, 10_000_000), option, 'A')).not.toBeNull();
    expect(compareWithExpectation(salary(1, 2), 'Prefer not to disclose', 'A')).toBeNull();
    expect(compareWithExpectation(salary(1, 2), null, 'A')).toBeNull();
    expect(compareWithExpectation(salary(1_000, 2_000, 'EUR'), '$100k – $150k', 'A')).toBeNull();
    expect(
      compareWithExpectation(
        { kind: 'rate', currency: 'USD', min: 500, max: 600 },
        '$100k – $150k',
        'A',
      ),
    ).toBeNull();
  });
});
