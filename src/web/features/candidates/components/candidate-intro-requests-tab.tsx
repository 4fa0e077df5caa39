import { Link } from 'react-router';
import { VerifiedBadge } from '../../../components/verified-badge';
import { paths } from '../../../config/paths';
import { useState } from 'react';
import { Building2, CalendarDays, CalendarPlus, Check, Inbox, X } from 'lucide-react';
import type { CandidateIntroRequest } from '../../../../shared/intro-requests/schemas';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { isStaleAction, toastActionError } from '../../../lib/action-error';
import { SlotListForm } from '../../../components/slot-list-form';
import { StatusLabel } from '../../../components/ui/status-label';
import { CompanyBookingNote } from '../../../components/company-booking-note';
import { IntroNote } from '../../../components/intro-note';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useQueryClient } from '@tanstack/react-query';
import {
  getCandidateIntroRequestsQueryOptions,
  useCandidateIntroRequests,
} from '../api/get-candidate-intro-requests';
import { useRespondToIntroRequest } from '../api/respond-intro-request';
import { CandidateIntroCall } from './candidate-intro-call';
import { formatDate } from './candidate-options';
import { EmptyState, LoadError } from './tab-states';
import { IntroMessageLink } from '../../conversations/components/intro-message-link';

/** What the candidate's own earlier answer was, for a stale second tab (issue #30); null if none. */
function answeredByYouText(response: CandidateIntroRequest['candidateResponse']): string | null {
  if (response === 'accepted') return 'You already accepted this intro.';
  if (response === 'declined') return 'You already declined this intro.';
  return null;
}

/**
 * Spec 2 §2: Accepted, Declined, otherwise 'Pending Response'; issue #17: Expired, Closed. A dot
 * and the words, not a button-like chip (issue #30).
 */
function introBadge(request: CandidateIntroRequest) {
  if (request.status === 'expired') return <StatusLabel>Expired</StatusLabel>;
  if (request.status === 'stale') return <StatusLabel>Closed</StatusLabel>;
  if (request.candidateResponse === 'accepted')
    return <StatusLabel tone="green">Accepted</StatusLabel>;
  if (request.candidateResponse === 'declined')
    return <StatusLabel tone="red">Declined</StatusLabel>;
  return <StatusLabel tone="yellow">Pending Response</StatusLabel>;
}

function IntroRequestCard({ request }: { request: CandidateIntroRequest }) {
  const respond = useRespondToIntroRequest();
  const busy = respond.isPending;
  const queryClient = useQueryClient();

  /**
   * The toast for an answer the server refused as stale (409): "You already accepted this intro."
   * when the request, read again, shows the candidate's own answer; the server's words otherwise
   * (an intro that expired or closed meanwhile).
   */
  const showStaleAnswer = async (id: string, error: unknown) => {
    const fresh = await queryClient
      .fetchQuery({ ...getCandidateIntroRequestsQueryOptions(), staleTime: 0 })
      .then((list) => list.find((r) => r.id === id))
      .catch(() => undefined);
    toastActionError(error, undefined, fresh ? answeredByYouText(fresh.candidateResponse) : null);
  };

  const [offering, setOffering] = useState(false);

  const answer = (response: 'accepted' | 'declined', slots?: string[]) =>
    respond.mutate(
      { id: request.id, response, ...(slots ? { slots } : {}) },
      {
        onSuccess: (result) =>
          toast({
            title: response === 'accepted' ? 'Request Accepted!' : 'Request Declined',
            description: result.message,
          }),
        onError: (error) => {
          // Answered meanwhile (another tab, the e-mailed link): say what happened; the list is
          // read again (the mutation's onSettled) and shows it (issue #30).
          if (isStaleAction(error)) {
            void showStaleAnswer(request.id, error);
            return;
          }
          toastActionError(
            error,
            isApiError(error, 'VALIDATION_FAILED')
              ? (error.fieldErrors.slots ?? error.detail ?? unexpectedErrorMessage)
              : response === 'accepted'
                ? 'Failed to accept the request. Please try again.'
                : 'Failed to decline the request. Please try again.',
          );
        },
      },
    );

  return (
    <Card>
      <CardContent className="space-y-4 p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Building2 className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="text-lg font-bold text-slate-900">
                <Link
                  to={paths.companyProfile.getHref(request.companyId)}
                  className="underline-offset-4 hover:text-brand-800 hover:underline"
                >
                  {request.companyName}
                </Link>
              </h3>
              <VerifiedBadge domain={request.company.verifiedDomain} />
              {request.requestedBy ? (
                <p className="text-sm text-slate-700">Requested by {request.requestedBy}</p>
              ) : null}
              {request.companyHiringRoles.length > 0 ? (
                <p className="text-sm text-slate-600">
                  Hiring for: {request.companyHiringRoles.join(', ')}
                </p>
              ) : null}
              <CompanyBookingNote bookingRate={request.company.bookingRate} className="mt-1" />
            </div>
          </div>
          {introBadge(request)}
        </div>
        <IntroNote
          roleDescription={request.roleDescription}
          compensation={request.compensation}
          message={request.message}
          noteCaption={`A note from ${request.companyName}`}
        />
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <CalendarDays className="size-4" aria-hidden="true" />
          Requested on {formatDate(request.requestedAt)}
          {request.candidateResponseDate
            ? ` · Answered on ${formatDate(request.candidateResponseDate)}`
            : ''}
        </p>
        <CandidateIntroCall
          request={request}
          secondary={<IntroMessageLink introRequestId={request.id} />}
        />
        {request.status === 'requested' && offering ? (
          <SlotListForm
            submitLabel="Accept and Offer Times"
            busy={busy}
            onSubmit={(slots) => answer('accepted', slots)}
            secondary={
              <Button type="button" variant="ghost" onClick={() => setOffering(false)}>
                Back
              </Button>
            }
          />
        ) : null}
        {request.status === 'requested' && !offering ? (
          <div className="flex flex-wrap gap-3">
            <Button
              disabled={busy}
              aria-busy={busy && respond.variables?.response === 'accepted'}
              onClick={() => answer('accepted')}
            >
              <Check aria-hidden="true" />
              Accept
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => setOffering(true)}>
              <CalendarPlus aria-hidden="true" />
              Accept and Offer Times
            </Button>
            <Button
              variant="outline"
              disabled={busy}
              aria-busy={busy && respond.variables?.response === 'declined'}
              onClick={() => answer('declined')}
            >
              <X aria-hidden="true" />
              Decline
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * The dashboard's Intro Requests tab (spec 2 §2): newest first, with accept (directly, for a
 * call booked through the calendar link, or offering times — issue #17), decline, and the call's
 * steps once accepted.
 */
export function CandidateIntroRequestsTab() {
  const requests = useCandidateIntroRequests();

  if (requests.isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <span className="sr-only">Loading</span>
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (requests.isError) {
    return (
      <LoadError
        title="Error Loading Requests"
        description="Your intro requests could not be loaded. Please try again."
        onRetry={() => void requests.refetch()}
      />
    );
  }
  if (requests.data.length === 0) {
    return (
      <EmptyState icon={Inbox} title="No intro requests yet">
        When a startup asks to meet you, the request shows up here for you to accept or decline.
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-4" aria-label="Intro requests">
      {requests.data.map((request) => (
        <li key={request.id}>
          <IntroRequestCard request={request} />
        </li>
      ))}
    </ul>
  );
}
