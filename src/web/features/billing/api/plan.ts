/**
 * `GET /api/billing/plan`, `POST /api/billing/plan/cancel`, `POST /api/billing/plan/resume` — the
 * company's plan, its period and receipts; cancel Pro for the period's end, or keep it
 * (docs/decisions/058-a-plan-you-can-manage.md).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanState } from '../../../../shared/billing/schemas';
import { api } from '../../../lib/api-client';
import { introAllowanceQueryKey } from '../../../lib/query-keys';
import { companyProfileQueryKey } from '../../companies/api/get-company-profile';

export const planQueryKey = ['billing', 'plan'] as const;

const planSchema = async () => (await import('../../../../shared/billing/schemas')).planStateSchema;

/** The plan as the Account tab shows it. */
export function usePlan() {
  return useQuery(
    queryOptions({
      queryKey: planQueryKey,
      queryFn: ({ signal }) =>
        api.get<PlanState>('/api/billing/plan', { signal, schema: planSchema }),
    }),
  );
}

/**
 * Cancels Pro for the period's end (`'cancel'`) or keeps it (`'resume'`); answers the new plan.
 * Rejects with `ApiError` 409 'Plan Unchanged' when the plan changed meanwhile.
 */
export function useChangePlanEnd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: 'cancel' | 'resume') =>
      api.post<PlanState>(`/api/billing/plan/${change}`, undefined, { schema: planSchema }),
    onSuccess: (plan) => queryClient.setQueryData(planQueryKey, plan),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: planQueryKey }),
        queryClient.invalidateQueries({ queryKey: companyProfileQueryKey }),
        queryClient.invalidateQueries({ queryKey: introAllowanceQueryKey }),
      ]),
  });
}
