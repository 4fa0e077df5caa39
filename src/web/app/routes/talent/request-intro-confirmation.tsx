import { Navigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { useSession } from '../../../features/auth/api/get-session';

/**
 * `/request-intro-confirmation`: listed by spec 1 §2 with its behaviour not shown
 * (docs/decisions/010). A company goes to its intro requests; anyone else to the talent feed.
 */
export function RequestIntroConfirmationRoute() {
  const { status } = useSession();
  if (status === 'loading') return <PageLoader />;
  return (
    <Navigate
      to={status === 'company' ? paths.dashboard.getHref('requests') : paths.talent.getHref()}
      replace
    />
  );
}
