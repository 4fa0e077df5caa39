import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { paths } from '../../../config/paths';
import { unexpectedErrorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useGigGate } from '../../../features/gigs/api/get-gig-gate';
import { GigForm } from '../../../features/gigs/components/gig-form';
import { GigPageHeader } from '../../../features/gigs/components/gig-page-header';
import { ProposalCandidate } from '../../../features/gigs/components/proposal-candidate';
import {
  leaveForMyGigs,
  leaveForTalentFeed,
  showMeetingNotScheduled,
} from '../../../features/gigs/lib/gig-notices';

/**
 * /dashboard/gigs/propose/:candidateId — 'Propose Trial Project' (spec 2 §2, §4 "Gig-proposal
 * gate"): the page reads the gate first; an unknown candidate or one without an accepted intro
 * sends the company back to /talent, a gig with them under way to My Trial Projects, and a
 * meeting not booked locks the form.
 */
export function ProposeGigRoute() {
  const { candidateId = '' } = useParams();
  const navigate = useNavigate();
  const gate = useGigGate(candidateId);
  const [lockedByServer, setLockedByServer] = useState(false);
  const noticeShown = useRef<string | null>(null);
  const state = gate.data?.state;

  useEffect(() => {
    if (!state || state === 'ok' || noticeShown.current === state) return;
    noticeShown.current = state;
    if (state === 'meeting_not_scheduled') showMeetingNotScheduled();
    else if (state === 'gig_under_way') leaveForMyGigs(navigate);
    else leaveForTalentFeed(state, navigate);
  }, [state, navigate]);

  const candidate = gate.data?.candidate ?? undefined;
  const showForm = candidate !== undefined && (state === 'ok' || state === 'meeting_not_scheduled');
  const locked = state === 'meeting_not_scheduled' || lockedByServer;

  return (
    <div className="min-h-full bg-slate-50">
      <GigPageHeader
        title="Propose Trial Project"
        description="Paid trial projects of 1 to 3 weeks."
        back={{ to: paths.dashboard.getHref('requests'), label: 'Back to My Intro Requests' }}
      />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <Card>
          <CardContent className="pt-6">
            {showForm ? (
              <div className="space-y-6">
                <ProposalCandidate name={candidate.name} role={candidate.role} />
                <GigForm
                  key={candidate.id}
                  candidate={candidate}
                  locked={locked}
                  onMeetingNotScheduled={() => setLockedByServer(true)}
                />
              </div>
            ) : gate.isError ? (
              <div role="alert" className="py-6 text-center">
                <p className="text-red-800">{unexpectedErrorMessage}</p>
                <Button
                  variant="outline"
                  className="mt-4"
                  disabled={gate.isFetching}
                  onClick={() => void gate.refetch()}
                >
                  <RefreshCw aria-hidden="true" />
                  Try Again
                </Button>
              </div>
            ) : (
              <div aria-busy="true" className="space-y-5">
                <span className="sr-only">Loading</span>
                <Skeleton className="h-16" />
                <Skeleton className="h-11" />
                <Skeleton className="h-11" />
                <Skeleton className="h-28" />
                <Skeleton className="h-28" />
              </div>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
