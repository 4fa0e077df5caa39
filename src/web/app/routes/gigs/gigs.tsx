import { Link, useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import {
  asGigFilter,
  CompanyGigs,
  type GigFilter,
} from '../../../features/gigs/components/company-gigs';
import { GigPageHeader } from '../../../features/gigs/components/gig-page-header';

/** /dashboard/gigs — 'My Trial Projects' (spec 2 §2); the status filter lives in `?status=`. */
export function GigsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = asGigFilter(searchParams.get('status'));

  const onStatusChange = (next: GigFilter | null) =>
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (next) params.set('status', next);
        else params.delete('status');
        return params;
      },
      { replace: true },
    );

  return (
    <div className="min-h-full bg-slate-50">
      <GigPageHeader
        title="My Trial Projects"
        description="Paid trial projects of 1 to 3 weeks."
        back={{ to: paths.dashboard.getHref(), label: 'Back to Dashboard' }}
      >
        <Button asChild size="lg">
          <Link to={paths.newGig.getHref()}>
            <Plus aria-hidden="true" />
            Post a Trial Project
          </Link>
        </Button>
      </GigPageHeader>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <CompanyGigs status={status} onStatusChange={onStatusChange} />
      </div>
    </div>
  );
}
