import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CalendarCheck, CalendarClock, CalendarX, Clock, RotateCcw } from 'lucide-react';
import {
  CANCEL_REASON_MAX,
  type CandidateIntroRequest,
} from '../../../../shared/intro-requests/schemas';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { formatDateTime, viewerTimeZone } from '../../../lib/date-time';
import { toast } from '../../../lib/toast';
import { ReasonForm } from '../../../components/reason-form';
import { SlotListForm } from '../../../components/slot-list-form';
import { MoreActionsMenu, type MoreAction } from '../../../components/more-actions-menu';
import { Button } from '../../../components/ui/button';
import { useCandidateCallStep, type CandidateCallStep } from '../api/intro-call-step';

const stepToasts: Record<CandidateCallStep['path'], { title: string; text: string }> = {
  slots: { title: 'Times Offered', text: "We've sent your times to the company." },
  'book-slot': { title: 'Call Booked', text: 'You both get the invitation.' },
  'cancel-call': { title: 'Call Cancelled', text: 'The company has been told.' },
  reopen: { title: 'Intro Reopened', text: 'The company has been told.' },
};

type Open = 'slots' | 'cancel' | null;

/**
 * The candidate's side of the intro call (issue #17): the booked call in their own time zone
 * with reschedule and cancel, the times they offered, times the company offered to pick from,
 * a cancellation, the company's outcome (kindly worded), reopening a closed intro — exactly the
 * steps the server allows (`request.actions`). Issue #30: one primary step in view (pick a time
 * the company offered, else offer times when none are on the table, else reopen), `secondary`
 * (the Message link) beside it, the rest in the card's "More actions" menu.
 */
export function CandidateIntroCall({
  request,
  secondary,
}: {
  request: CandidateIntroRequest;
  /** Always in view beside the primary step: the Message link with its unread count. */
  secondary?: ReactNode;
}) {
  const [open, setOpen] = useState<Open>(null);
  const formRef = useRef<HTMLDivElement>(null);
  // A form opened from the menu takes the focus (the menu gives it up, MoreActionsMenu).
  useEffect(() => {
    if (open !== null)
      formRef.current?.querySelector<HTMLElement>('input, textarea, button')?.focus();
  }, [open]);
  const [shownAt] = useState(() => Date.now());
  const mutation = useCandidateCallStep();
  const busy = mutation.isPending;
  const can = (action: CandidateIntroRequest['actions'][number]) =>
    request.actions.includes(action);
  const upcoming = request.slots.filter((s) => new Date(s).getTime() > shownAt);
  const booked = request.status === 'meeting_marked_by_company' && request.meetingTime;
  const company = request.companyName;

  const run = (step: CandidateCallStep) =>
    mutation.mutate(
      { id: request.id, step },
      {
        onSuccess: () => {
          toast({ title: stepToasts[step.path].title, description: stepToasts[step.path].text });
          setOpen(null);
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: isApiError(error) && error.detail ? error.detail : unexpectedErrorMessage,
            variant: 'destructive',
          }),
      },
    );
  const back = (
    <Button type="button" variant="ghost" onClick={() => setOpen(null)}>
      Back
    </Button>
  );

  const cancelled =
    request.callCancellation && request.status === 'accepted' ? request.callCancellation : null;

  const pickable = can('book_slot') && upcoming.length > 0;
  const offerFirst = can('offer_slots') && !booked && upcoming.length === 0 && !pickable;
  const offerLabel = booked
    ? 'Reschedule'
    : upcoming.length > 0
      ? 'Offer Other Times'
      : 'Offer Times';
  const menu = (
    [
      can('offer_slots') && !offerFirst
        ? {
            key: 'slots',
            label: offerLabel,
            icon: CalendarClock,
            opensForm: true,
            onSelect: () => setOpen('slots'),
          }
        : null,
      can('cancel_call')
        ? {
            key: 'cancel',
            label: 'Cancel Call',
            icon: CalendarX,
            destructive: true,
            opensForm: true,
            onSelect: () => setOpen('cancel'),
          }
        : null,
    ] satisfies (MoreAction | null)[]
  ).filter((entry) => entry !== null);

  return (
    <div className="grid gap-3 empty:hidden">
      {cancelled ? (
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <CalendarX className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />
          {`The call was cancelled by ${cancelled.by === 'candidate' ? 'you' : company}: ${cancelled.reason}`}
        </p>
      ) : null}
      {booked ? (
        <p className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
          <CalendarCheck className="size-4 text-green-700" aria-hidden="true" />
          {`Call booked for ${formatDateTime(request.meetingTime!)} (${viewerTimeZone()})`}
        </p>
      ) : null}
      {request.slotsOfferedBy === 'candidate' && upcoming.length > 0 && !booked ? (
        <p className="text-sm text-slate-700">
          {`You offered ${upcoming.map(formatDateTime).join(', ')}. Waiting for ${company} to pick one.`}
        </p>
      ) : null}
      {pickable ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium text-slate-800">
            {`${company} offered these times — pick one to book the call:`}
          </p>
          <ul className="flex flex-wrap gap-2">
            {upcoming.map((slot) => (
              <li key={slot}>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() => run({ path: 'book-slot', body: { start: slot } })}
                >
                  <Clock aria-hidden="true" />
                  {formatDateTime(slot)}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {request.outcomeMessage ? (
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
          {request.outcomeMessage}
        </p>
      ) : null}
      {request.status === 'expired' ? (
        <p className="text-sm text-slate-600">
          This request expired after 7 days without an answer. No action is needed.
        </p>
      ) : null}
      {request.status === 'stale' ? (
        <p className="text-sm text-slate-600">
          No call was booked within 14 days, so this intro was closed.
        </p>
      ) : null}

      {open === 'slots' ? (
        <div ref={formRef}>
          <SlotListForm
            submitLabel={booked ? 'Reschedule: Offer These Times' : 'Offer These Times'}
            busy={busy}
            onSubmit={(slots) => run({ path: 'slots', body: { slots } })}
            secondary={back}
          />
        </div>
      ) : null}
      {open === 'cancel' ? (
        <div ref={formRef}>
          <ReasonForm
            label="Why are you cancelling the call?"
            submitLabel="Cancel the Call"
            maxLength={CANCEL_REASON_MAX}
            busy={busy}
            onSubmit={(reason) => run({ path: 'cancel-call', body: { reason } })}
            secondary={back}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 empty:hidden">
        {open === null && offerFirst ? (
          <Button size="sm" onClick={() => setOpen('slots')}>
            <CalendarClock aria-hidden="true" />
            {offerLabel}
          </Button>
        ) : null}
        {open === null && can('reopen') ? (
          <Button size="sm" disabled={busy} onClick={() => run({ path: 'reopen', body: {} })}>
            <RotateCcw aria-hidden="true" />
            Reopen Intro
          </Button>
        ) : null}
        {secondary}
        {open === null && menu.length > 0 ? (
          <div className="ml-auto">
            <MoreActionsMenu name={company} actions={menu} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
