import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { UserType } from '../../../../shared/auth/schemas';
import type { ToastOptions } from '../../../lib/toast';
import { PageLoader } from '../../../components/page-loader';
import { useSession } from '../api/get-session';
import { AccessDeniedRedirect } from './access-denied-redirect';

interface RequireRoleProps {
  /** The one user type allowed (spec 1 §6: "requires a valid login of exactly that type"). */
  role: UserType;
  /** Notice shown instead of the role's default when access is refused. */
  deniedNotice?: ToastOptions;
  /** Content to guard; defaults to the child routes (`<Outlet/>`), so it works as a layout route. */
  children?: ReactNode;
}

/**
 * Guards pages of one role: waits for the session, sends anybody else to that role's login
 * screen with the spec's notice and the requested location. (A company with pending preferences
 * is held on /onboarding/preferences by `OnboardingGuard`, around every page.)
 */
export function RequireRole({ role, deniedNotice, children }: RequireRoleProps) {
  const { status } = useSession();
  const location = useLocation();

  if (status === 'loading') return <PageLoader />;
  if (status !== role)
    return <AccessDeniedRedirect role={role} from={location} notice={deniedNotice} />;
  return children ?? <Outlet />;
}
