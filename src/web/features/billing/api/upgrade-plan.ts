/** `POST /api/billing/upgrade` — simulated upgrade to Pro (spec 1 §2 "Upgrade page", §4 "Plan"). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upgradeResultSchema, type UpgradeResult } from '../../../../shared/billing/schemas';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../auth/api/get-session';
import { companyProfileQueryKey } from '../../companies/api/get-company-profile';

/** Upgrades to Pro. Rejects with `ApiError` 409 `CONFLICT` when already on Pro or Enterprise. */
export function upgradeToPro(): Promise<UpgradeResult> {
  return api.post('/api/billing/upgrade', { plan: 'pro' }, { schema: upgradeResultSchema });
}

/** Upgrade mutation: re-reads the profile and the session afterwards. */
export function useUpgradeToPro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upgradeToPro,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companyProfileQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
  });
}
