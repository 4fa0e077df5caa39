import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../features/auth/api/get-session';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';

/** /dashboard — company dashboard (tabs come with the intro-requests feature). */
export function DashboardRoute() {
  const { user } = useSession();
  return (
    <PageHeader
      title={`Welcome back, ${user?.firstName ?? ''}`}
      eyebrow={user?.companyName ?? undefined}
    >
      <Button asChild>
        <Link to={paths.talent.getHref()}>Browse Talent</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.newGig.getHref()}>Post a Gig</Link>
      </Button>
    </PageHeader>
  );
}
