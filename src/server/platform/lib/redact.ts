/**
 * Hiding secrets from what people other than their owner read: the server log and the admin's
 * view of the outbox (issue #12 findings 3 and 8). Pure functions; `logging.ts` wires them into the
 * logger, `admin-emails.service.ts` into the admin e-mail API.
 */

/** What replaces a hidden value. */
export const REDACTED = '[redacted]';

/**
 * Single-use bearer tokens in links: the intro response page and its API route
 * (`/intro-response/{token}`, `/api/intro-responses/{token}`), the one-click availability link
 * (`/still-open/{token}`, `/api/still-open/{token}`), a team invitation (`/join/{token}`,
 * `/api/invitations/{token}`, issue #33) and any `token=` query parameter
 * (the password reset page `/reset-password?token=…`), also with its `&` escaped in HTML.
 */
const tokenInPath = /(\/(?:intro-responses?|still-open|join|invitations)\/)[^/?#\s"'<>&]+/g;
const tokenInQuery = /([?&](?:amp;)?token=)[^&#\s"'<>]+/gi;

/**
 * `text` (plain text, HTML or a URL) with the token of every token-carrying link replaced by
 * `[redacted]`: what an admin may read without being able to use the link.
 */
export function maskTokenLinks(text: string): string {
  return text.replace(tokenInPath, `$1${REDACTED}`).replace(tokenInQuery, `$1${REDACTED}`);
}

/** Property names whose values are secret wherever they appear in a logged object. */
const secretKeys = [
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'token_hash',
  'cookie',
  'authorization',
  'apiKey',
];

/**
 * pino `redact` paths: the secret keys at the top of a log object and one level down, the
 * request's cookie and authorization headers and the response's `Set-Cookie`, and the parameters
 * of a failed query if an error object escapes the error serializer.
 */
export const secretLogPaths = [
  ...secretKeys,
  ...secretKeys.map((key) => `*.${key}`),
  'headers.cookie',
  'headers.authorization',
  '*.headers.cookie',
  '*.headers.authorization',
  '*.headers["set-cookie"]',
  '*.params',
  '*.parameters',
];

/** Fields of errors (ours, Fastify's, node-postgres' and PGlite's) that carry no values. */
const safeErrorFields = [
  'code',
  'statusCode',
  'status',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
  'hint',
] as const;

interface ErrorLike {
  message: string;
  name?: string;
  stack?: string;
  cause?: unknown;
  [key: string]: unknown;
}

/** A serialised error, as the log shows it. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  query?: string;
  detail?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

function isErrorLike(value: unknown): value is ErrorLike {
  return (
    typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string'
  );
}

/**
 * An error message without the values of a failed query: Drizzle's `DrizzleQueryError` reads
 * "Failed query: {sql}\nparams: {values}" — the values (e-mails, password hashes, tokens) go.
 */
function scrubMessage(message: string): string {
  return message.replace(/\nparams: [\s\S]*$/, '');
}

/**
 * PostgreSQL's `detail` without the row's values. 'Key (lower(email))=(a@b.example) already
 * exists.' (unique and foreign keys) keeps its columns: 'Key (lower(email))=([redacted]) already
 * exists.'. Any other detail, such as a check violation's 'Failing row contains (…)' with every
 * column of the row, is replaced whole.
 */
function scrubDetail(detail: string): string {
  const key = /^(Key \(.*?\))=\(.*\)([^()]*)$/s.exec(detail);
  return key ? `${key[1]}=(${REDACTED})${key[2]}` : REDACTED;
}

/**
 * The log's error serializer (for the `err` and `error` keys), replacing pino's: type, message
 * (followed by its causes' messages), stack, the value-free fields of database and HTTP errors, the SQL text of a failed query, and
 * the cause, serialised the same way. A failed query's parameters (`params`, `parameters`,
 * PGlite's `queryOptions`) and anything else an error carries are left out, so no password, hash,
 * token or personal value reaches the log.
 */
export function serializeError(value: unknown, depth = 0): unknown {
  if (!isErrorLike(value)) return value;
  const constructorName =
    typeof value.constructor === 'function' && value.constructor !== Object
      ? value.constructor.name
      : undefined;
  const type = constructorName ?? value.name ?? 'Error';
  const message = scrubMessage(value.message);
  const frames = (value.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const field of safeErrorFields) {
    const v = value[field];
    if (typeof v === 'string' || typeof v === 'number') out[field] = v;
  }
  if (typeof value.query === 'string') out.query = value.query.slice(0, 2000);
  if (typeof value.detail === 'string') out.detail = scrubDetail(value.detail);
  if (value.cause !== undefined && depth < 5) {
    const cause = serializeError(value.cause, depth + 1);
    if (isErrorLike(cause)) {
      out.cause = cause as LoggedError;
      // As pino does: the causes' messages follow the error's own, for a reader of one line.
      out.message = `${message}: ${cause.message}`;
    }
  }
  return out;
}
