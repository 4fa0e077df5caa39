import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { PageLoader } from '../../../components/page-loader';
import { useSession } from '../../../features/auth/api/get-session';
import { RequireRole } from '../../../features/auth/components/require-role';

/**
 * Around `/upgrade`: a visitor is sent to `/pricing` (issue #30: the plans, not a login wall);
 * everyone else is guarded as on every company page (spec 1 §6: a candidate or an admin goes to
 * the company login with 'Company Access Only').
 */
export function UpgradeGate() {
  const { status } = useSession();
  if (status === 'loading') return <PageLoader />;
  if (status === 'guest') return <Navigate to={paths.pricing.getHref()} replace />;
  return <RequireRole role="company" />;
}
