/**
 * The one way the web app talks to `/api`: JSON (or multipart form data) in, JSON out, and every
 * failure turned into an `ApiError` parsed from the server's problem+json body (DESIGN.md "API
 * conventions").
 */
import type { Problem } from '../../shared/http/problem';

/** Spec 1 §8 "Other exception". */
export const unexpectedErrorMessage = 'An unexpected error occurred. Please try again.';

/** A failed API call: HTTP status, the server's stable `code`, and per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  /** Stable machine code from the server (`src/shared/http/problem.ts`), or `NETWORK_ERROR` / `BAD_RESPONSE`. */
  readonly code: string;
  readonly title: string;
  readonly detail: string | undefined;
  /** Field name → the spec's message for it (from a 400's `errors`). */
  readonly fieldErrors: Record<string, string>;

  constructor(init: {
    status: number;
    code: string;
    title: string;
    detail?: string | undefined;
    fieldErrors?: Record<string, string> | undefined;
  }) {
    super(init.detail ?? init.title);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = init.detail;
    this.fieldErrors = init.fieldErrors ?? {};
  }
}

/** True when `error` is an `ApiError` (optionally with the given code). */
export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** What `apiRequest` needs of a schema: zod's `safeParse` shape. */
export interface ResponseParser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: Method;
  /**
   * JSON body; non-GET requests always send one (`{}` when omitted). A `FormData` body is sent as
   * multipart/form-data (the browser writes the boundary), e.g. a signup with a file.
   */
  body?: unknown;
  /** Query string parameters; `undefined` values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /**
   * Validates the response body (a zod schema or any `safeParse`-alike); without it the body is
   * trusted as `T`. Or a function that imports the schema (`SchemaImport`).
   */
  schema?: ResponseParser<T> | SchemaImport<T>;
}

/**
 * A response schema imported when it is needed, e.g.
 * `async () => (await import('…/shared/talent-feed/schemas')).feedPageSchema`: the import starts
 * with the request and is awaited once the body is there, so a page whose first load reads the API
 * needs no zod to start (docs/decisions/047-preact.md). Its failure is a `NETWORK_ERROR`.
 */
export type SchemaImport<T> = () => Promise<ResponseParser<T>>;

/**
 * Checks the problem+json shape by hand: this module is in the first chunk, which stays free of
 * zod (about 50 KB gzip) until a page that needs it loads.
 */
function isProblem(value: unknown): value is Problem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (typeof v.title !== 'string' || typeof v.status !== 'number' || typeof v.code !== 'string')
    return false;
  if (v.detail !== undefined && typeof v.detail !== 'string') return false;
  if (v.errors !== undefined) {
    if (typeof v.errors !== 'object' || v.errors === null) return false;
    if (!Object.values(v.errors).every((message) => typeof message === 'string')) return false;
  }
  return true;
}

async function toApiError(response: Response): Promise<ApiError> {
  const fallback = {
    status: response.status,
    code:
      response.status === 429
        ? 'RATE_LIMITED'
        : response.status >= 500
          ? 'INTERNAL'
          : 'BAD_REQUEST',
    title: response.statusText || 'Error',
    detail: unexpectedErrorMessage,
  };
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return new ApiError(fallback);
  try {
    const problem: unknown = await response.json();
    if (!isProblem(problem)) return new ApiError(fallback);
    return new ApiError({
      status: problem.status,
      code: problem.code,
      title: problem.title,
      detail: problem.detail,
      fieldErrors: problem.errors,
    });
  } catch {
    return new ApiError(fallback);
  }
}

/** Starts `load`; a failure becomes a `NETWORK_ERROR` when awaited, and is never unhandled. */
function importSchema<T>(load: SchemaImport<T>): Promise<ResponseParser<T>> {
  const loading = load().catch(() => {
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      title: 'Network Error',
      detail: unexpectedErrorMessage,
    });
  });
  // The request may fail first and never await it.
  loading.catch(() => undefined);
  return loading;
}

/**
 * Calls the API at `path` (starting with `/api`), same-origin with cookies.
 * Resolves to the parsed JSON body (`undefined` for 204); rejects with `ApiError` on any
 * non-2xx answer, on a network failure (`code: 'NETWORK_ERROR'`, status 0) and on a body that
 * does not match `schema` (`code: 'BAD_RESPONSE'`). Aborts propagate as `AbortError`.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const schema =
    typeof options.schema === 'function' ? importSchema(options.schema) : options.schema;
  let url = path;
  if (options.query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query)) {
      if (value !== undefined) params.set(key, String(value));
    }
    const qs = params.toString();
    if (qs) url += `?${qs}`;
  }

  const headers: Record<string, string> = { Accept: 'application/json, application/problem+json' };
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      title: 'Network Error',
      detail: unexpectedErrorMessage,
    });
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;

  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!schema) return data as T;
  const parsed = (await schema).safeParse(data);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'BAD_RESPONSE',
      title: 'Bad Response',
      detail: unexpectedErrorMessage,
    });
  }
  return parsed.data;
}

/** Shorthands over `apiRequest`. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
