/**
 * `POST /api/candidates` — candidate signup with an optional résumé (spec 2 §5 "Candidate signup",
 * issue #5), sent as multipart/form-data through the one API client.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '../../../../shared/auth/schemas';
import type { CandidateSignupForm } from '../../../../shared/candidates/schemas';
import { api } from '../../../lib/api-client';
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

/**
 * Creates the candidate and starts their session (201 with the new SessionInfo; the server sets
 * the cookie). Rejects with `ApiError`: 409 `EMAIL_TAKEN` (`fieldErrors.email`), 400
 * `VALIDATION_FAILED` with per-field messages (including `resume`), `NETWORK_ERROR` offline.
 */
export function signUpCandidate(payload: CandidateSignupPayload): Promise<SessionInfo> {
  return api.post('/api/candidates', toSignupFormData(payload), { schema: sessionShape });
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
