import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import {
  Briefcase,
  CalendarDays,
  Check,
  CheckCircle2,
  Clock,
  DollarSign,
  MapPin,
  Send,
  X,
} from 'lucide-react';
import { gigMessages, type CandidateGig } from '../../../../shared/gigs/schemas';
import { toast } from '../../../lib/toast';
import { toastActionError } from '../../../lib/action-error';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCandidateGigs } from '../api/get-candidate-gigs';
import { useRespondToGig, type GigAnswer } from '../api/respond-gig';
import { formatDate, gigTypeLabel } from './candidate-options';
import { EmptyState, LoadError } from './tab-states';

/** Spec 2 §2: 'Proposed to You' (no answer yet), Accepted, Declined, 'Open Position'. */
function gigBadge(gig: CandidateGig) {
  if (gig.candidateResponse === 'accepted') return <Badge variant="green">Accepted</Badge>;
  if (gig.candidateResponse === 'declined') return <Badge variant="red">Declined</Badge>;
  if (gig.proposedToMe) return <Badge variant="yellow">Proposed to You</Badge>;
  return <Badge variant="blue">Open Position</Badge>;
}

function GigCard({ gig }: { gig: CandidateGig }) {
  const respond = useRespondToGig();
  const busy = respond.isPending;
  const unanswered = gig.proposedToMe && !gig.candidateResponse;
  const canApply = !gig.proposedToMe && gig.status === 'open';

  const answer = (response: GigAnswer) =>
    respond.mutate(
      { id: gig.id, response },
      {
        onSuccess: () =>
          toast({ title: response === 'accepted' ? gigMessages.accepted : gigMessages.declined }),
        // A 409 (answered or withdrawn meanwhile) says what happened; the list is read again.
        onError: (error) =>
          toastActionError(
            error,
            response === 'accepted' ? gigMessages.acceptFailed : gigMessages.declineFailed,
          ),
      },
    );

  return (
    <Card>
      <CardContent className="space-y-4 p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 className="text-lg font-bold text-slate-900">{gig.title}</h3>
            <p className="text-sm text-slate-600">
              <Link
                to={paths.companyProfile.getHref(gig.companyId)}
                className="font-medium text-brand-800 underline-offset-4 hover:underline"
              >
                {gig.companyName}
              </Link>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge variant="brand">{gig.type ? gigTypeLabel(gig.type) : 'Trial Project'}</Badge>
            {gigBadge(gig)}
          </div>
        </div>
        <ul
          className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700"
          aria-label="Gig details"
        >
          <li className="flex items-center gap-1.5">
            <DollarSign className="size-4 text-slate-500" aria-hidden="true" />
            <span className="sr-only">Budget: </span>
            {gig.budgetRange}
          </li>
          <li className="flex items-center gap-1.5">
            <Clock className="size-4 text-slate-500" aria-hidden="true" />
            <span className="sr-only">Duration: </span>
            {gig.estimatedDuration}
          </li>
          <li className="flex items-center gap-1.5">
            <MapPin className="size-4 text-slate-500" aria-hidden="true" />
            <span className="sr-only">Location: </span>
            {gig.location || 'Remote'}
          </li>
          <li className="flex items-center gap-1.5">
            <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
            Starts {formatDate(gig.startDate)}
          </li>
        </ul>
        <p className="whitespace-pre-line text-slate-800">{gig.description}</p>
        <div>
          <h4 className="text-sm font-semibold text-slate-900">Deliverables</h4>
          <p className="mt-1 whitespace-pre-line text-slate-800">{gig.deliverables}</p>
        </div>
        {gig.skills.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Required skills">
            {gig.skills.map((skill) => (
              <li
                key={skill}
                className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800"
              >
                {skill}
              </li>
            ))}
          </ul>
        ) : null}
        {gig.candidateResponseDate ? (
          <p className="text-sm text-slate-600">
            Responded on {formatDate(gig.candidateResponseDate)}
          </p>
        ) : null}
        {gig.candidateResponse === 'accepted' ? (
          <p className="flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
            <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
            {gigMessages.acceptedNote}
          </p>
        ) : null}
        {unanswered ? (
          <div className="flex flex-wrap gap-3">
            <Button disabled={busy} onClick={() => answer('accepted')}>
              <Check aria-hidden="true" />
              Accept Gig
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => answer('declined')}>
              <X aria-hidden="true" />
              Decline Gig
            </Button>
          </div>
        ) : null}
        {canApply ? (
          <Button
            variant="outline"
            onClick={() =>
              toast({
                title: 'Coming Soon',
                description: 'Applying to open trial projects is coming soon.',
              })
            }
          >
            <Send aria-hidden="true" />
            Apply to Gig
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * The dashboard's Gigs tab (spec 2 §2): gigs proposed to this candidate plus open gigs, newest
 * first, with Accept Gig and Decline Gig on unanswered proposals.
 */
export function CandidateGigsTab() {
  const gigs = useCandidateGigs();

  if (gigs.isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <span className="sr-only">Loading</span>
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (gigs.isError) {
    return (
      <LoadError
        title={gigMessages.loadFailed.title}
        description={gigMessages.loadFailed.description}
        onRetry={() => void gigs.refetch()}
      />
    );
  }
  if (gigs.data.length === 0) {
    return (
      <EmptyState icon={Briefcase} title="No gigs yet">
        Paid trial projects proposed to you, and open gigs from startups, show up here.
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-4" aria-label="Gigs">
      {gigs.data.map((gig) => (
        <li key={gig.id}>
          <GigCard gig={gig} />
        </li>
      ))}
    </ul>
  );
}
