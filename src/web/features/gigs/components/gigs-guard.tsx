import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { ToastOptions } from '../../../lib/toast';
import { useSession } from '../../auth/api/get-session';
import { RequireRole } from '../../auth/components/require-role';
import { clearAuthFailureNotice, useAuthFailureNotice } from '../lib/auth-notice';

/**
 * The company guard of the gig pages (spec 2 §6): `RequireRole` with the page's notice, or the
 * notice a gig call left after answering 401 (`setAuthFailureNotice`).
 */
export function GigsGuard({ deniedNotice }: { deniedNotice: ToastOptions }) {
  const { pathname } = useLocation();
  const { status } = useSession();
  const failureNotice = useAuthFailureNotice(pathname);

  useEffect(() => {
    if (status === 'company') clearAuthFailureNotice();
  }, [status]);

  return <RequireRole role="company" deniedNotice={failureNotice ?? deniedNotice} />;
}
