import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Loader2 } from 'lucide-react';
import { emailVerificationTexts } from '../../../../shared/auth/email-verification';
import type { UserType } from '../../../../shared/auth/schemas';
import { paths } from '../../../config/paths';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { useSession } from '../api/get-session';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCardPage } from './auth-card-page';
import { ResendVerificationButton } from './resend-verification-button';

/** Where a signed-in user goes on from the page. */
const homeOf: Record<UserType, string> = {
  company: paths.dashboard.getHref(),
  candidate: paths.candidateDashboard.getHref(),
  admin: paths.adminCandidates.getHref(),
};

/**
 * The page of the e-mail verification link, `/verify-email?token=…` (issue #31 item 3;
 * docs/decisions/065). It posts the token once — a mail scanner that only fetches the link proves
 * nothing — and says 'Your e-mail address is verified.' with the way on (the dashboard when signed
 * in, else the logins), the session read again so that the banner goes; or 'This verification link
 * is invalid or has expired.' (also without a token), with Resend for a signed-in user who still
 * has to verify. Render it keyed by token.
 */
export function VerifyEmail({ token }: { token: string }) {
  const verify = useVerifyEmail();
  const session = useSession();
  // One POST per page, whatever the effects do twice (StrictMode): the link works only once.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    verify.mutate(token);
  }, [verify, token]);

  if (verify.isSuccess) {
    return (
      <AuthCardPage title={emailVerificationTexts.verifiedTitle}>
        <div className="space-y-4">
          <p
            role="status"
            className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          >
            {emailVerificationTexts.verified}
          </p>
          {session.user ? (
            <Button asChild className="w-full">
              <Link to={homeOf[session.user.role]}>Go to your dashboard</Link>
            </Button>
          ) : session.status === 'guest' ? (
            <div className="grid gap-2 sm:grid-cols-2">
              <Button asChild>
                <Link to={paths.loginCompany.getHref()}>Company Login</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.loginCandidate.getHref()}>Candidate Login</Link>
              </Button>
            </div>
          ) : null}
        </div>
      </AuthCardPage>
    );
  }

  const invalid = !token || (isApiError(verify.error) && verify.error.status === 400);
  if (invalid || verify.isError) {
    // Invalid, used or expired (400); anything else (rate limit, network) may work on a new try.
    const message = invalid
      ? emailVerificationTexts.invalidLink
      : isApiError(verify.error) && verify.error.detail
        ? verify.error.detail
        : unexpectedErrorMessage;
    const { user } = session;
    return (
      <AuthCardPage title={emailVerificationTexts.bannerTitle}>
        <div className="space-y-4">
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {message}
          </p>
          {!invalid ? (
            <Button className="w-full" onClick={() => verify.mutate(token)}>
              Try again
            </Button>
          ) : user?.emailVerified ? (
            <>
              <p className="text-sm text-slate-700">{emailVerificationTexts.alreadyVerified}</p>
              <Button asChild className="w-full">
                <Link to={homeOf[user.role]}>Go to your dashboard</Link>
              </Button>
            </>
          ) : user ? (
            <>
              <p className="text-sm text-slate-700">
                We can send a new link to{' '}
                <strong className="font-semibold break-words">{user.email}</strong>.
              </p>
              <ResendVerificationButton variant="default" className="w-full" />
            </>
          ) : session.status === 'guest' ? (
            <>
              <p className="text-sm text-slate-700">Log in to ask for a new link.</p>
              <div className="grid gap-2 sm:grid-cols-2">
                <Button asChild>
                  <Link to={paths.loginCompany.getHref()}>Company Login</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={paths.loginCandidate.getHref()}>Candidate Login</Link>
                </Button>
              </div>
            </>
          ) : null}
        </div>
      </AuthCardPage>
    );
  }

  return (
    <AuthCardPage title={emailVerificationTexts.bannerTitle}>
      <p role="status" className="flex items-center gap-3 py-4 text-sm font-medium text-slate-700">
        <Loader2 className="size-5 animate-spin text-brand-700" aria-hidden="true" />
        {emailVerificationTexts.verifying}
      </p>
    </AuthCardPage>
  );
}
