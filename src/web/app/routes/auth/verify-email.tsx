import { useSearchParams } from 'react-router';
import { VerifyEmail } from '../../../features/auth/components/verify-email';

/** /verify-email?token=… — the e-mail verification link (issue #31 item 3; docs/decisions/065). */
export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return <VerifyEmail key={token} token={token} />;
}
