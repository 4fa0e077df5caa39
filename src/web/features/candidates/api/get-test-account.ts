/** `GET /api/demo/test-account` — the seeded test candidate's login, demo mode only (spec 2 §2). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { testAccountHintSchema } from '../../../../shared/candidates/schemas';
import { api, isApiError } from '../../../lib/api-client';

export interface TestAccount {
  email: string;
  password: string;
}

/** The hint, or `null` outside demo mode (the server answers 404 there). */
export async function getTestAccount(
  options: { signal?: AbortSignal } = {},
): Promise<TestAccount | null> {
  try {
    return await api.get('/api/demo/test-account', {
      signal: options.signal,
      schema: testAccountHintSchema,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function getTestAccountQueryOptions() {
  return queryOptions({
    queryKey: ['demo', 'test-account'] as const,
    queryFn: ({ signal }) => getTestAccount({ signal }),
    staleTime: Infinity,
    retry: false,
  });
}

/** The hint as a query; `data` is `null` outside demo mode. */
export function useTestAccount() {
  return useQuery(getTestAccountQueryOptions());
}
