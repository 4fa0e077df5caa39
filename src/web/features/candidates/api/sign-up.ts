/**
 * `POST /api/candidates` — candidate signup with an optional résumé (spec 2 §5 "Candidate signup",
 * issue #5). Sent as multipart/form-data, so it cannot use the JSON-only `apiRequest`; failures
 * are parsed from problem+json into the same `ApiError`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '../../../../shared/auth/schemas';
import type { CandidateSignupForm } from '../../../../shared/candidates/schemas';
import { ApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { sessionQueryKey, sessionShape } from '../../auth/api/get-session';

/** The form's values plus the chosen résumé file (none when `null`). */
export interface CandidateSignupPayload {
  values: CandidateSignupForm;
  resume: File | null;
}

/** Builds the multipart body: one text field per schema key, consent as 'true', file as `resume`. */
export function toSignupFormData({ values, resume }: CandidateSignupPayload): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string') data.append(key, value);
  }
  data.append('consent', values.consent === true || values.consent === 'true' ? 'true' : 'false');
  if (resume) data.append('resume', resume, resume.name);
  return data;
}

/** Reads a failed answer as `ApiError` (problem+json when the server sent it). */
async function toApiError(response: Response): Promise<ApiError> {
  const fallback = new ApiError({
    status: response.status,
    code:
      response.status === 429
        ? 'RATE_LIMITED'
        : response.status >= 500
          ? 'INTERNAL'
          : 'BAD_REQUEST',
    title: response.statusText || 'Error',
    detail: unexpectedErrorMessage,
  });
  if (!(response.headers.get('content-type') ?? '').includes('json')) return fallback;
  try {
    const body = (await response.json()) as Record<string, unknown>;
    if (typeof body.title !== 'string' || typeof body.code !== 'string') return fallback;
    const errors =
      typeof body.errors === 'object' && body.errors !== null
        ? Object.fromEntries(
            Object.entries(body.errors).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          )
        : undefined;
    return new ApiError({
      status: typeof body.status === 'number' ? body.status : response.status,
      code: body.code,
      title: body.title,
      detail: typeof body.detail === 'string' ? body.detail : undefined,
      fieldErrors: errors,
    });
  } catch {
    return fallback;
  }
}

/**
 * Creates the candidate and starts their session (201 with the new SessionInfo; the server sets
 * the cookie). Rejects with `ApiError`: 409 `EMAIL_TAKEN` (`fieldErrors.email`), 400
 * `VALIDATION_FAILED` with per-field messages (including `resume`), `NETWORK_ERROR` offline.
 */
export async function signUpCandidate(payload: CandidateSignupPayload): Promise<SessionInfo> {
  let response: Response;
  try {
    // No Content-Type header: the browser writes the multipart boundary itself.
    response = await fetch('/api/candidates', {
      method: 'POST',
      body: toSignupFormData(payload),
      headers: { Accept: 'application/json, application/problem+json' },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      title: 'Network Error',
      detail: unexpectedErrorMessage,
    });
  }
  if (!response.ok) throw await toApiError(response);
  const parsed = sessionShape.safeParse(await response.json().catch(() => null));
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

/** Signup mutation: the new session replaces the cached one, so the navigation switches at once. */
export function useSignUpCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUpCandidate,
    onSuccess: (session) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, session);
    },
  });
}
