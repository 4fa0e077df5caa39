import { useSearchParams } from 'react-router';
import { VerifyDomain } from '../../../features/companies/components/verify-domain';

/** /verify-domain?token=… — the link that proves a company's domain (docs/decisions/079). */
export function VerifyDomainRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return <VerifyDomain key={token} token={token} />;
}
