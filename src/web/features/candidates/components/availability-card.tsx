import { PauseCircle, PlayCircle } from 'lucide-react';
import {
  availabilityTexts,
  type AvailabilityStatus,
} from '../../../../shared/candidates/availability';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/date-time';
import { toast } from '../../../lib/toast';
import { useSetAvailability } from '../api/set-availability';

interface AvailabilityCardProps {
  status: AvailabilityStatus;
}

/**
 * "Open to intros" on the candidate's dashboard (issue #17; docs/decisions/028): whether companies
 * can find them and send requests, with one button to pause or resume. A pause after an unanswered
 * 30-day check says so.
 */
export function AvailabilityCard({ status }: AvailabilityCardProps) {
  const mutation = useSetAvailability();
  const change = (open: boolean) =>
    mutation.mutate(open, {
      onSuccess: () =>
        toast({ title: open ? availabilityTexts.resumedToast : availabilityTexts.pausedToast }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: isApiError(error) ? error.message : unexpectedErrorMessage,
          variant: 'destructive',
        }),
    });

  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          {status.paused ? (
            <PauseCircle className="mt-0.5 size-6 shrink-0 text-amber-600" aria-hidden="true" />
          ) : (
            <PlayCircle className="mt-0.5 size-6 shrink-0 text-green-700" aria-hidden="true" />
          )}
          <div>
            <h2 className="text-lg font-bold text-slate-900">
              {status.paused ? 'Intros paused' : 'Open to intros'}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {status.paused
                ? status.pausedBy === 'no_answer'
                  ? "We didn't hear back after asking whether you're still open, so your profile is out of the talent feed. Companies can't send you new requests until you resume."
                  : "Your profile is out of the talent feed and companies can't send you new requests. Intros you already have carry on as usual."
                : "Companies can find you in the talent feed and ask for an intro. We'll check in by e-mail every 30 days."}
            </p>
            {status.paused && status.pausedAt ? (
              <p className="mt-1 text-xs text-slate-500">
                Paused since {formatDateTime(status.pausedAt)}
              </p>
            ) : null}
          </div>
        </div>
        <Button
          variant={status.paused ? 'default' : 'outline'}
          className="shrink-0"
          disabled={mutation.isPending}
          aria-busy={mutation.isPending}
          onClick={() => change(status.paused)}
        >
          {status.paused ? 'Resume intros' : 'Pause new intros'}
        </Button>
      </CardContent>
    </Card>
  );
}
