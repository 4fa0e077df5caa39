/**
 * Links people type into forms (a candidate's calendar, portfolio and LinkedIn links, a company's
 * website): only `http:` and `https:` are links, so a stored link can never run script when it is
 * shown as one (`javascript:` and `data:` are refused).
 */
import { text, tooLong } from './text';

/** `http(s)://` followed by a host and no spaces. */
export const httpUrlPattern = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

/** The message for a link that is not one (spec 2 §5 "Candidate signup", portfolio). */
export const URL_INVALID = 'Please enter a valid URL.';

/** The longest link stored. */
export const URL_MAX_LENGTH = 500;

/** An optional link: empty, or an http(s) URL; `message` when it is neither. */
export function optionalUrl(message: string = URL_INVALID) {
  return text()
    .trim()
    .max(URL_MAX_LENGTH, tooLong('A link', URL_MAX_LENGTH))
    .refine((v) => v === '' || httpUrlPattern.test(v), message);
}
