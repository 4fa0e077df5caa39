/** The text and date rules of docs/decisions/017. */
import { describe, expect, it } from 'vitest';
import { calendarDate, DATE_INVALID, dateTime } from './dates';
import { email, isSupportedText, text, UNSUPPORTED_TEXT } from './text';

describe('text()', () => {
  it.each(['', 'plain', 'émoji 😀 ok', '\ud83d\ude00', 'tab\tnew\nline', '\u202e\ufeff', '\uffff'])(
    'accepts %j',
    (value) => {
      expect(isSupportedText(value)).toBe(true);
      expect(text().safeParse(value).success).toBe(true);
    },
  );

  it.each(['\u0000', 'a\u0000b', '\ud800', 'x\udbff', '\udc00y', '\ude00\ud83d', '😀\ud800'])(
    'refuses %j, with that message first',
    (value) => {
      const result = text({ error: 'Required.' }).trim().min(50, 'Too short.').safeParse(value);
      expect(result.error?.issues[0]?.message).toBe(UNSUPPORTED_TEXT);
    },
  );

  it('keeps its own message for a missing value', () => {
    expect(text({ error: 'Required.' }).safeParse(undefined).error?.issues[0]?.message).toBe(
      'Required.',
    );
  });
});

describe('email()', () => {
  const rule = email({ required: 'Email is required.', invalid: 'Email is invalid.' });
  it.each([
    ['', 'Email is required.'],
    ['nobody', 'Email is invalid.'],
    [`${'a'.repeat(320)}@example.com`, 'Email is invalid.'],
    ['a\u0000b@example.com', UNSUPPORTED_TEXT],
    ['\ud800@example.com', UNSUPPORTED_TEXT],
  ])('%j → %s', (value, message) => {
    expect(rule.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('trims a valid address', () => {
    expect(rule.parse('  ada@example.com ')).toBe('ada@example.com');
  });
});

describe('calendarDate()', () => {
  const rule = calendarDate('Start date is required.');
  it.each(['2024-02-29', '1900-01-01', '2100-12-31', '2027-01-15'])('accepts %s', (value) => {
    expect(rule.safeParse(value).success).toBe(true);
  });

  it.each([
    '2024-02-30',
    '2023-02-29',
    '9999-99-99',
    '2024-13-01',
    '0000-01-01',
    '1899-12-31',
    '2101-01-01',
    '2024-1-01',
    ' 2024-01-01',
    '',
  ])('refuses %j with the field’s message', (value) => {
    expect(rule.safeParse(value).error?.issues[0]?.message).toBe('Start date is required.');
  });

  it('says "Please enter a valid date." where the spec gives no message', () => {
    expect(calendarDate().safeParse('2024-02-30').error?.issues[0]?.message).toBe(DATE_INVALID);
  });
});

describe('dateTime()', () => {
  it.each(['2027-03-04T15:30:00+01:00', '2027-03-04T15:30:00Z', '1900-01-01T00:00:00Z'])(
    'accepts %s',
    (value) => expect(dateTime().safeParse(value).success).toBe(true),
  );

  it.each([
    '2024-02-30T10:00:00Z',
    '0000-01-01T00:00:00Z',
    '2100-12-31T23:00:00-14:00',
    '275760-09-13T00:00:00Z',
    'tomorrow',
  ])('refuses %j', (value) => {
    expect(dateTime().safeParse(value).error?.issues[0]?.message).toBe(DATE_INVALID);
  });
});

describe('the rules in a form', () => {
  it('leave the object’s own rules running (candidate signup: passwords must match)', async () => {
    const { candidateSignupSchema } = await import('../candidates/schemas');
    // What the browser form sends: strings and an unticked box; three fields wrong.
    const fields = Object.keys(candidateSignupSchema.shape).map((k) => [k, '']);
    const result = candidateSignupSchema.safeParse({
      ...Object.fromEntries(fields),
      firstName: 'a\u0000',
      password: 'long-enough-1',
      confirmPassword: 'different-one',
      consent: false,
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages).toMatchObject({
      firstName: UNSUPPORTED_TEXT,
      availabilityDate: 'Availability Date is required.',
      confirmPassword: 'Passwords do not match.',
    });
  });
});
