/**
 * The rule every piece of text a person sends goes through (docs/decisions/017): form fields,
 * e-mail addresses, filters in query strings. PostgreSQL refuses a NUL character in `text`, and a
 * lone UTF-16 surrogate in `jsonb`; both are refused here, with one message, before anything is
 * stored. Every request schema in `src/shared` builds its text fields with `text()` or `email()`;
 * passwords are the exception (`auth/schemas.ts`): they are hashed, never stored as text.
 */
import { z } from 'zod';

/** The message for text holding a NUL character or a lone surrogate. */
export const UNSUPPORTED_TEXT = 'Please remove unsupported characters.';

/** The longest e-mail address accepted (RFC 5321's path limit, rounded up as is usual). */
export const EMAIL_MAX_LENGTH = 320;

/** A loose address shape: text, at sign, text, dot, text (spec 1 §5 "Newsletter"). */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one
// (written without a lookbehind, which older Safari cannot parse).
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/** True when `value` can be stored as PostgreSQL text and jsonb: no NUL, no lone surrogate. */
export function isSupportedText(value: string): boolean {
  return !value.includes('\u0000') && !loneSurrogate.test(value);
}

/**
 * A string that refuses unsupported characters with `UNSUPPORTED_TEXT`, checked before the checks
 * chained after it, so that message is the field's first. It does not abort the parse: an object's
 * own rules (passwords that must match, a city for on-site work) still run and show. `params` are
 * `z.string()`'s (e.g. `{ error: 'X is required.' }` for a missing value); chain `.trim()`,
 * `.min()`, `.max()`, `.regex()` as on any string.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isSupportedText, UNSUPPORTED_TEXT);
}

/**
 * The message for text over its limit, with the field's label: `tooLong('First Name', 100)` →
 * "First Name must be at most 100 characters." (issue #30: a `text({ error })` field without it
 * reported a long value as missing). Counts UTF-16 code units, as `.max()` does.
 */
export function tooLong(label: string, max: number): string {
  return `${label} must be at most ${max} characters.`;
}

/**
 * A text the person must fill: trimmed; `required` when missing or blank; `tooLong(label, max)`
 * over `max` characters; `UNSUPPORTED_TEXT` as `text()`.
 */
export function requiredText(required: string, label: string, max: number) {
  return text({ error: required }).trim().min(1, required).max(max, tooLong(label, max));
}

/** The message for a name holding a line break or another control character. */
export function notOneLine(label: string): string {
  return `${label} must be on one line.`;
}

// NUL is left to `text()`'s UNSUPPORTED_TEXT, the field's first message.
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0001-\u001f\u007f]/;

/**
 * A person's or a company's name: as `requiredText`, and `notOneLine(label)` when it holds a line
 * break, a tab or another control character — a name is one line wherever it goes (a calendar
 * file's `CN=`, an e-mail's header; issue #31, finding 2).
 */
export function requiredName(required: string, label: string, max: number) {
  return requiredText(required, label, max).refine(
    (value) => !controlCharacter.test(value),
    notOneLine(label),
  );
}

/**
 * An e-mail address: trimmed, `required` when empty, `invalid` when not address-like or longer
 * than `EMAIL_MAX_LENGTH`, and refused with `UNSUPPORTED_TEXT` when it holds NUL or a lone
 * surrogate.
 */
export function email(messages: { required: string; invalid: string }) {
  return text({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(EMAIL_MAX_LENGTH, messages.invalid)
    .regex(emailPattern, messages.invalid);
}
