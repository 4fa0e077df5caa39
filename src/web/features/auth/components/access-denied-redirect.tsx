import { useEffect, useRef } from 'react';
import { useNavigate, type Location } from 'react-router';
import type { UserType } from '../../../../shared/auth/schemas';
import { paths } from '../../../config/paths';
import { toast, type ToastOptions } from '../../../lib/toast';
import { PageLoader } from '../../../components/page-loader';
import { locationToPath, type LoginRedirectState } from '../lib/redirect';

/** The notice and login screen for each role (spec 1 §6, §8; spec 2 §6). */
const deniedByRole: Record<
  UserType,
  { notice: ToastOptions; loginHref: (redirectTo: string) => string }
> = {
  company: {
    notice: {
      title: 'Company Access Only',
      description: 'Please log in as a company.',
      variant: 'destructive',
    },
    loginHref: paths.loginCompany.getHref,
  },
  candidate: {
    notice: {
      title: 'Access Denied',
      description: 'Please log in as a candidate to view your dashboard.',
      variant: 'destructive',
    },
    loginHref: paths.loginCandidate.getHref,
  },
  // Spec 2 §6 and issue #7 send a refused admin page to / (docs/decisions/004).
  admin: {
    notice: {
      title: 'Access Denied',
      description: 'You need admin privileges to view this page.',
      variant: 'destructive',
    },
    loginHref: () => paths.home.getHref(),
  },
};

interface AccessDeniedRedirectProps {
  role: UserType;
  from: Location;
  /** Replaces the role's default notice (e.g. the gig pages' 'Authentication Error'). */
  notice?: ToastOptions | undefined;
}

/** Shows the role's access notice once and replaces the page with its login screen, keeping `from`. */
export function AccessDeniedRedirect({ role, from, notice }: AccessDeniedRedirectProps) {
  const navigate = useNavigate();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    // The browser may already be elsewhere while React still shows this page (e.g. logout goes
    // to / and then marks the session guest): then there is nothing to guard.
    if (window.location.pathname !== from.pathname) return;
    const denied = deniedByRole[role];
    toast(notice ?? denied.notice);
    const state: LoginRedirectState = {
      from: { pathname: from.pathname, search: from.search, hash: from.hash },
    };
    void navigate(denied.loginHref(locationToPath(from)), { replace: true, state });
  }, [navigate, role, from, notice]);

  return <PageLoader />;
}
