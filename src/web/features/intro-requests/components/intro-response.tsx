import { useState } from 'react';
import { VerifiedBadge } from '../../../components/verified-badge';
import { Link } from 'react-router';
import { Building2, Check, CheckCircle2, Loader2, SearchX, X } from 'lucide-react';
import { introTexts } from '../../../../shared/intro-requests/schemas';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { CompanyBookingNote } from '../../../components/company-booking-note';
import { SlotListForm } from '../../../components/slot-list-form';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { useAnswerIntroRequest, useIntroResponseView } from '../api/intro-response';
import { DocumentTitle } from '../../../components/document-title';
import { formatCompensation } from '../../../../shared/intro-requests/compensation';

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center px-4 py-12 sm:py-16">
      <DocumentTitle>{`${title} | WarmIntro`}</DocumentTitle>
      {children}
      <p className="mt-6 text-center text-sm text-slate-600">{introTexts.footer}</p>
    </div>
  );
}

function Outcome({ title, message }: { title: string; message: string }) {
  return (
    <Shell title={title}>
      <Card className="text-center">
        <CardHeader className="items-center">
          <CheckCircle2 className="size-12 text-green-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <CardDescription className="text-base">{message}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={paths.home.getHref()}>Back to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </Shell>
  );
}

/**
 * The candidate's answer through the e-mailed link, no login (spec 2 §2 "Intro response page",
 * §4 "Intro request", §8 "Intro response"): who asks and for what, Accept / Decline, then
 * 'Response Recorded' or 'Request Not Found'. Accepting may offer 2–5 times for the call; without
 * a calendar link it must (issue #17). How often the company books a call once accepted shows
 * from its third accepted intro on (docs/decisions/027).
 */
export function IntroResponse({ token }: { token: string }) {
  const view = useIntroResponseView(token);
  const answer = useAnswerIntroRequest(token);
  const [recorded, setRecorded] = useState<string | null>(null);
  const [offering, setOffering] = useState(false);
  const [slotsError, setSlotsError] = useState<string | undefined>();

  const respond = async (response: 'accepted' | 'declined', slots?: string[]) => {
    try {
      const result = await answer.mutateAsync({ response, ...(slots ? { slots } : {}) });
      toast({
        title: 'Response Submitted',
        description: `You have ${response === 'accepted' ? 'accepted' : 'declined'} the intro.`,
      });
      setRecorded(result.message);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setRecorded(error.detail ?? introTexts.alreadyResponded('unknown'));
        return;
      }
      if (isApiError(error, 'VALIDATION_FAILED') && error.fieldErrors.slots) {
        setOffering(true);
        setSlotsError(error.fieldErrors.slots);
        return;
      }
      toast({
        title: 'Error',
        description:
          isApiError(error) && error.status === 404
            ? introTexts.notFound
            : 'There was an issue submitting your response. Please try again.',
        variant: 'destructive',
      });
    }
  };

  if (recorded !== null) return <Outcome title="Response Recorded" message={recorded} />;

  if (view.isPending) {
    return (
      <Shell title="Intro Request">
        <div role="status" className="flex flex-col items-center gap-3 py-16 text-slate-600">
          <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden="true" />
          <p className="font-medium">Loading intro request...</p>
        </div>
      </Shell>
    );
  }

  if (view.isError) {
    const notFound = isApiError(view.error) && view.error.status === 404;
    return (
      <Shell title="Request Not Found">
        <Card className="text-center">
          <CardHeader className="items-center">
            <SearchX className="size-12 text-slate-400" aria-hidden="true" />
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">
              {notFound ? 'Request Not Found' : 'Something went wrong'}
            </h1>
            <CardDescription className="text-base">
              {notFound
                ? introTexts.requestNotFoundScreen
                : 'An unexpected error occurred. Please try again.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline">
              <Link to={paths.home.getHref()}>Back to Home</Link>
            </Button>
          </CardContent>
        </Card>
      </Shell>
    );
  }

  const intro = view.data;
  if (intro.status !== 'requested') {
    return (
      <Outcome title="Response Recorded" message={introTexts.alreadyResponded(intro.status)} />
    );
  }

  const submitting = answer.isPending;
  return (
    <Shell title="Intro Request">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Building2 className="size-7" aria-hidden="true" />
          </span>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Intro Request
          </p>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{`${intro.companyName} would like to connect with you`}</h1>
          <VerifiedBadge domain={intro.company.verifiedDomain} />
          <CardDescription className="text-base">
            Hi {intro.candidateName}, {intro.companyName} found your profile as{' '}
            <strong className="font-semibold text-slate-800">{intro.candidateRole}</strong> on
            WarmIntro and asked for a warm introduction.
          </CardDescription>
          {intro.requestedBy ? (
            <p className="text-sm text-slate-700">Requested by {intro.requestedBy}</p>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-5">
          <CompanyBookingNote bookingRate={intro.company.bookingRate} className="justify-center" />
          {/* The pay shows always: "Not stated" on a request from before it was required (#35). */}
          <div className="rounded-xl bg-slate-50 p-4 text-sm">
            {intro.companyHiringRoles.length > 0 ? (
              <p className="text-slate-700">
                <span className="font-semibold text-slate-900">Hiring for: </span>
                {intro.companyHiringRoles.join(', ')}
              </p>
            ) : null}
            {intro.roleDescription ? (
              <p className="mt-2 whitespace-pre-line text-slate-700">
                <span className="font-semibold text-slate-900">About the role: </span>
                {intro.roleDescription}
              </p>
            ) : null}
            <p className="mt-2 text-slate-700 first:mt-0">
              <span className="font-semibold text-slate-900">Pay: </span>
              {formatCompensation(intro.compensation)}
            </p>
          </div>
          {intro.message ? (
            <figure className="rounded-xl border border-brand-100 bg-brand-50/60 p-4 text-sm">
              <figcaption className="font-semibold text-slate-900">
                A note from {intro.companyName}
              </figcaption>
              <blockquote className="mt-1 whitespace-pre-line text-slate-800">
                {intro.message}
              </blockquote>
            </figure>
          ) : null}
          <p className="text-center text-sm">
            <Link
              to={paths.companyProfile.getHref(intro.companyId)}
              className="font-medium text-brand-800 underline-offset-4 hover:underline"
            >
              About {intro.companyName}: what they build and how they hire
            </Link>
          </p>
          {offering ? (
            <SlotListForm
              submitLabel="Accept and Offer Times"
              busy={submitting}
              serverError={slotsError}
              onSubmit={(slots) => void respond('accepted', slots)}
              secondary={
                intro.candidateHasCalendarLink ? (
                  <Button type="button" variant="ghost" onClick={() => setOffering(false)}>
                    Back
                  </Button>
                ) : null
              }
            />
          ) : null}
          <div className={offering ? 'hidden' : 'flex flex-col gap-3 sm:flex-row'}>
            <Button
              className="flex-1 bg-green-700 hover:bg-green-800"
              disabled={submitting}
              onClick={() =>
                intro.candidateHasCalendarLink ? void respond('accepted') : setOffering(true)
              }
            >
              {submitting && answer.variables?.response === 'accepted' ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Check aria-hidden="true" />
              )}
              Accept Introduction
            </Button>
            <Button
              variant="outline"
              className="flex-1"
              disabled={submitting}
              onClick={() => void respond('declined')}
            >
              {submitting && answer.variables?.response === 'declined' ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <X aria-hidden="true" />
              )}
              Decline Introduction
            </Button>
          </div>
          {!offering ? (
            <p className="text-center text-sm text-slate-600">
              {intro.candidateHasCalendarLink
                ? 'Accepting shares your booking link with the company. Prefer to suggest times? '
                : 'Accepting asks you for a few times that suit you for a 30-minute call.'}
              {intro.candidateHasCalendarLink ? (
                <Button
                  variant="link"
                  className="h-auto p-0"
                  disabled={submitting}
                  onClick={() => setOffering(true)}
                >
                  Accept and offer times
                </Button>
              ) : null}
            </p>
          ) : null}
        </CardContent>
      </Card>
    </Shell>
  );
}
