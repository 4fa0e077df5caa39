/** `POST /api/companies` — company signup (spec 1 §5 "Company signup"); starts the session. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '../../../../shared/auth/schemas';
import type { CompanySignupInput } from '../../../../shared/companies/schemas';
import { api } from '../../../lib/api-client';
import { sessionQueryKey, sessionShape } from '../../auth/api/get-session';

/**
 * Creates the company account; resolves to the new session (the server sets the cookie).
 * Rejects with `ApiError`: 409 `EMAIL_TAKEN` (`fieldErrors.workEmail`), 400 with `fieldErrors`,
 * 429 `RATE_LIMITED`.
 */
export function createCompany(input: CompanySignupInput): Promise<SessionInfo> {
  return api.post('/api/companies', input, { schema: sessionShape });
}

/** Signup mutation: drops any earlier user's cached data and stores the new session. */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: (session) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, session);
    },
  });
}
