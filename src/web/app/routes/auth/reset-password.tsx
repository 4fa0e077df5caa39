import { useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/auth/schemas';
import { AuthCardPage } from '../../../features/auth/components/auth-card-page';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';

/** /reset-password?token=… — set a new password from an e-mailed link (issue #3, beyond the spec). */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <AuthCardPage
      title="Reset Password"
      description={`Choose a new password of at least ${PASSWORD_MIN_LENGTH} characters.`}
    >
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </AuthCardPage>
  );
}
