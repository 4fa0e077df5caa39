import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCardPage } from '../../../features/auth/components/auth-card-page';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

/** /forgot-password — ask for a password reset link (issue #3, beyond the spec). */
export function ForgotPasswordRoute() {
  return (
    <AuthCardPage
      title="Forgot Password"
      description="Enter the email of your account and we will send you a link to reset your password."
    >
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link
          to={paths.loginCompany.getHref()}
          className="font-medium text-brand-700 hover:underline"
        >
          Company Login
        </Link>{' '}
        ·{' '}
        <Link
          to={paths.loginCandidate.getHref()}
          className="font-medium text-brand-700 hover:underline"
        >
          Candidate Login
        </Link>
      </p>
    </AuthCardPage>
  );
}
