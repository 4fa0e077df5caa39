import { useParams } from 'react-router';
import { GigDetails } from '../../../features/gigs/components/gig-details';

/**
 * /dashboard/gigs/:gigId — one of the company's trial projects (issue #30: 'Details' on My Trial
 * Projects opens it; the spec had a coming-soon notice).
 */
export function GigRoute() {
  const { gigId = '' } = useParams();
  return (
    <div className="min-h-full bg-slate-50">
      <GigDetails key={gigId} gigId={gigId} />
    </div>
  );
}
