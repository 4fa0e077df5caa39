import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../api/get-session';

/** Loaded only for a signed-in user who has not verified, so no public page's first load has it. */
const EmailVerificationBanner = lazy(async () => ({
  default: (await import('./email-verification-banner')).EmailVerificationBanner,
}));

/**
 * Mounts the e-mail verification banner (issue #31 item 3; docs/decisions/065) for a signed-in
 * company or candidate whose address is not verified yet, on every page of theirs but the
 * verification page itself (which says the same and has its own Resend).
 */
export function EmailVerificationBannerSlot() {
  const { status, user } = useSession();
  const { pathname } = useLocation();
  if (status !== 'company' && status !== 'candidate') return null;
  if (!user || user.emailVerified !== false || pathname === paths.verifyEmail.path) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationBanner user={user} />
    </Suspense>
  );
}
