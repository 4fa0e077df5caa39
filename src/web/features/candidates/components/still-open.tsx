import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Clock3, Loader2, SearchX } from 'lucide-react';
import { availabilityTexts } from '../../../../shared/candidates/availability';
import { paths } from '../../../config/paths';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { useConfirmStillOpen } from '../api/confirm-still-open';
import { DocumentTitle } from '../../../components/document-title';

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center px-4 py-12 sm:py-16">
      <DocumentTitle>{`${title} | WarmIntro`}</DocumentTitle>
      {children}
    </div>
  );
}

function Result({
  icon,
  title,
  message,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  message: string;
  children: React.ReactNode;
}) {
  return (
    <Shell title={title}>
      <Card className="text-center">
        <CardHeader className="items-center">
          {icon}
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <CardDescription className="text-base">{message}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col justify-center gap-3 sm:flex-row">
          {children}
        </CardContent>
      </Card>
    </Shell>
  );
}

/**
 * The one-click link of the 30-day e-mail (issue #17; docs/decisions/028), no login: opening it
 * confirms the candidate is still open to intros (a POST from the page, so a mail scanner that
 * only fetches links changes nothing) and says plainly what happened — including a pause that
 * ended. An expired link and an unknown one each say what to do instead.
 */
export function StillOpen({ token }: { token: string }) {
  const confirm = useConfirmStillOpen();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  if (confirm.isSuccess) {
    const { firstName, resumed } = confirm.data;
    return (
      <Result
        icon={<CheckCircle2 className="size-12 text-green-600" aria-hidden="true" />}
        title={availabilityTexts.confirmedTitle}
        message={`Thanks${firstName ? `, ${firstName}` : ''}. ${resumed ? availabilityTexts.resumedText : availabilityTexts.confirmedText}`}
      >
        <Button asChild>
          <Link to={paths.candidateDashboard.getHref('profile')}>Open my dashboard</Link>
        </Button>
      </Result>
    );
  }

  if (confirm.isError) {
    const expired = isApiError(confirm.error, 'LINK_EXPIRED');
    const invalid = isApiError(confirm.error, 'NOT_FOUND');
    return (
      <Result
        icon={
          expired ? (
            <Clock3 className="size-12 text-amber-600" aria-hidden="true" />
          ) : (
            <SearchX className="size-12 text-slate-400" aria-hidden="true" />
          )
        }
        title={
          expired
            ? availabilityTexts.expiredTitle
            : invalid
              ? availabilityTexts.invalidTitle
              : 'Something went wrong'
        }
        message={
          expired
            ? availabilityTexts.expiredText
            : invalid
              ? availabilityTexts.invalidText
              : unexpectedErrorMessage
        }
      >
        {expired || invalid ? (
          <Button asChild>
            <Link to={paths.loginCandidate.getHref(paths.candidateDashboard.getHref('profile'))}>
              Log in
            </Link>
          </Button>
        ) : (
          <Button onClick={() => confirm.mutate(token)}>Try again</Button>
        )}
        <Button asChild variant="outline">
          <Link to={paths.home.getHref()}>Back to Home</Link>
        </Button>
      </Result>
    );
  }

  return (
    <Shell title="Confirming">
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-slate-600">
        <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden="true" />
        <p className="font-medium">Letting companies know you're still open...</p>
      </div>
    </Shell>
  );
}
