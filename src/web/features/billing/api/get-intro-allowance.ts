/** `GET /api/billing/allowance` — the company's free intro requests left this month (issue #17). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IntroAllowance } from '../../../../shared/billing/schemas';
import { api } from '../../../lib/api-client';
import { introAllowanceQueryKey } from '../../../lib/query-keys';

export function getIntroAllowance(options: { signal?: AbortSignal } = {}): Promise<IntroAllowance> {
  return api.get('/api/billing/allowance', {
    signal: options.signal,
    schema: async () => (await import('../../../../shared/billing/schemas')).introAllowanceSchema,
  });
}

export function getIntroAllowanceQueryOptions() {
  return queryOptions({
    queryKey: introAllowanceQueryKey,
    queryFn: ({ signal }) => getIntroAllowance({ signal }),
  });
}

/** The allowance, for a signed-in company only (`enabled`). */
export function useIntroAllowance(enabled = true) {
  return useQuery({ ...getIntroAllowanceQueryOptions(), enabled });
}
