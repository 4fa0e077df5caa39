/**
 * `POST /api/company-domains/verify` — proves a company's domain with its single-use 24 h link
 * (docs/decisions/079). No session needed. Rejects with `ApiError` 400 for an unknown, used or
 * expired link, 409 when another company verified the domain first.
 */
import { useMutation } from '@tanstack/react-query';
import {
  verifiedDomainSchema,
  type VerifiedDomainReply,
} from '../../../../shared/companies/domains';
import { api } from '../../../lib/api-client';

export function verifyDomain(token: string): Promise<VerifiedDomainReply> {
  return api.post('/api/company-domains/verify', { token }, { schema: verifiedDomainSchema });
}

export function useVerifyDomain() {
  return useMutation({ mutationFn: verifyDomain });
}
