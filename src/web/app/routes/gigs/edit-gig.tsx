import { useParams } from 'react-router';
import { EditGig } from '../../../features/gigs/components/edit-gig';

/**
 * /dashboard/gigs/:gigId/edit — 'Edit Trial Project' (issue #30: 'Edit' on My Trial Projects was a
 * coming-soon notice), while the gig is open.
 */
export function EditGigRoute() {
  const { gigId = '' } = useParams();
  return (
    <div className="min-h-full bg-slate-50">
      <EditGig key={gigId} gigId={gigId} />
    </div>
  );
}
