import { useSession } from '../../../features/auth/api/get-session';
import { PageHeader } from '../../../components/page-header';

/** /candidate-dashboard — candidate dashboard (tabs come with the candidates feature). */
export function CandidateDashboardRoute() {
  const { user } = useSession();
  return <PageHeader title={`Welcome back, ${user?.firstName ?? ''}`} />;
}
