import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Loader2 } from 'lucide-react';
import { domainTexts } from '../../../../shared/companies/domains';
import { paths } from '../../../config/paths';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { AuthCardPage } from '../../auth/components/auth-card-page';
import { useVerifyDomain } from '../api/verify-domain';

/**
 * The page of a domain verification link, `/verify-domain?token=…` (docs/decisions/079). It posts
 * the token once — a mail scanner that only fetches the link proves nothing — and says
 * '{domain} is now verified for {company}.', or the server's refusal (an invalid or expired link,
 * a domain another company verified). No login needed. Render it keyed by token.
 */
export function VerifyDomain({ token }: { token: string }) {
  const verify = useVerifyDomain();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    verify.mutate(token);
  }, [verify, token]);

  if (verify.isSuccess) {
    return (
      <AuthCardPage title={domainTexts.verifiedTitle}>
        <div className="space-y-4">
          <p
            role="status"
            className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          >
            {verify.data.message}
          </p>
          <Button asChild className="w-full">
            <Link to={paths.dashboard.getHref('account')}>Go to your account</Link>
          </Button>
        </div>
      </AuthCardPage>
    );
  }
  if (!token || verify.isError) {
    const message = !token
      ? domainTexts.invalidLink
      : isApiError(verify.error) && verify.error.detail
        ? verify.error.detail
        : unexpectedErrorMessage;
    return (
      <AuthCardPage title={domainTexts.sectionTitle}>
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {message}
        </p>
      </AuthCardPage>
    );
  }
  return (
    <AuthCardPage title={domainTexts.sectionTitle}>
      <p role="status" className="flex items-center gap-3 py-4 text-sm font-medium text-slate-700">
        <Loader2 className="size-5 animate-spin text-brand-700" aria-hidden="true" />
        {domainTexts.verifying}
      </p>
    </AuthCardPage>
  );
}
