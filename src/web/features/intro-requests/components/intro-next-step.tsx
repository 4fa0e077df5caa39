import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CalendarCheck,
  CalendarClock,
  CalendarX,
  CheckCircle2,
  Clock,
  Download,
  Loader2,
  RotateCcw,
  Rocket,
} from 'lucide-react';
import {
  CANCEL_REASON_MAX,
  type CompanyIntroRequest,
  type IntroSummary,
} from '../../../../shared/intro-requests/schemas';
import { paths } from '../../../config/paths';
import { formatDateTime, viewerTimeZone } from '../../../lib/date-time';
import { toast } from '../../../lib/toast';
import { ReasonForm } from '../../../components/reason-form';
import { SlotListForm } from '../../../components/slot-list-form';
import { MoreActionsMenu, type MoreAction } from '../../../components/more-actions-menu';
import { Button } from '../../../components/ui/button';
import { meetingIcsUrl } from '../api/meeting-actions';
import {
  useBookCallAction,
  useCompanyCallStepAction,
  useCompleteMeetingAction,
  useRequestIntroAction,
} from '../lib/use-intro-actions';
import { ActiveGigNote } from './active-gig-note';
import { BookCallForm } from './book-call-form';
import { IntroRequestDialog } from './intro-request-dialog';
import { OutcomeForm, outcomeLabels } from './outcome-form';

interface IntroNextStepProps {
  intro: IntroSummary & Partial<Pick<CompanyIntroRequest, 'outcomeReason' | 'outcomeNote'>>;
  candidateId: string;
  first: string;
  /** The candidate's full name, naming the card's menu ('More actions for Sarah Chen'). */
  candidateName: string;
  /** Always in view beside the primary step: the dashboard's Message link (its unread count). */
  secondary?: ReactNode;
  /** The card's own menu entries, after the lifecycle's: the dashboard's Schedule Meeting, View. */
  moreActions?: MoreAction[];
}

type Open = 'book' | 'slots' | 'cancel' | 'outcome' | null;

/** The one step shown as the primary (filled) action, of those the server allows. */
type Primary =
  | 'book_slot'
  | 'book_call'
  | 'complete_meeting'
  | 'record_outcome'
  | 'propose_gig'
  | 're_request'
  | 'reopen'
  | null;

/**
 * The company's next steps on one intro, exactly as the lifecycle allows them (`intro.actions`;
 * spec 1 §4 table, issue #17): pick a time the candidate offered or confirm one booked through
 * their calendar link, offer times, reschedule or cancel the booked call, mark the meeting
 * completed once it has started, record the outcome, propose a gig (or, instead, the gig under way
 * with this candidate, docs/decisions/024), re-request or reopen.
 *
 * Issue #30: one of them is the primary next step, in view (picking an offered time, else
 * confirming a booked call, marking the meeting completed, recording the outcome, proposing a
 * gig, re-requesting, reopening — the first the server allows); the others are in the card's
 * "More actions" menu, with the card's own entries. Only `intro.actions` decides what is offered.
 */
export function IntroNextStep({
  intro,
  candidateId,
  first,
  candidateName,
  secondary,
  moreActions = [],
}: IntroNextStepProps) {
  const [open, setOpen] = useState<Open>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const book = useBookCallAction();
  const complete = useCompleteMeetingAction();
  const step = useCompanyCallStepAction();
  const request = useRequestIntroAction((detail) =>
    toast({ title: 'Free Plan Limit Reached', description: detail, variant: 'destructive' }),
  );
  const can = (action: IntroSummary['actions'][number]) => intro.actions.includes(action);
  const busy = step.pending?.id === intro.id;
  const booked = intro.status === 'meeting_marked_by_company' && intro.meetingTime;
  const [shownAt] = useState(() => Date.now());
  const upcoming = intro.slots.filter((s) => new Date(s).getTime() > shownAt);
  const close = () => setOpen(null);
  // A form opened from the menu takes the focus (the menu gives it up, MoreActionsMenu).
  useEffect(() => {
    if (open === null || open === 'outcome') return;
    formRef.current?.querySelector<HTMLElement>('input, textarea, select, button')?.focus();
  }, [open]);
  const run = async (s: Parameters<typeof step.run>[1]) => {
    if (await step.run(intro.id, s)) close();
  };

  const cancelled =
    intro.callCancellation && (intro.status === 'accepted' || intro.status === 'meeting_scheduled')
      ? intro.callCancellation
      : null;

  const pickable = can('book_slot') && upcoming.length > 0;
  const primary: Primary = pickable
    ? 'book_slot'
    : can('book_call')
      ? 'book_call'
      : can('complete_meeting')
        ? 'complete_meeting'
        : can('record_outcome') && !intro.outcome
          ? 'record_outcome'
          : can('propose_gig')
            ? 'propose_gig'
            : can('re_request')
              ? 're_request'
              : can('reopen')
                ? 'reopen'
                : null;

  const menu = (
    [
      can('book_call') && primary !== 'book_call'
        ? {
            key: 'book',
            label: 'Confirm Call Booked',
            icon: CalendarCheck,
            opensForm: true,
            onSelect: () => setOpen('book'),
          }
        : null,
      can('offer_slots')
        ? {
            key: 'slots',
            label: booked ? 'Reschedule' : 'Offer Times Instead',
            icon: CalendarClock,
            opensForm: true,
            onSelect: () => setOpen('slots'),
          }
        : null,
      can('complete_meeting') && primary !== 'complete_meeting'
        ? {
            key: 'complete',
            label: 'Mark Meeting Completed',
            icon: CheckCircle2,
            disabled: complete.pendingId === intro.id,
            onSelect: () => void complete.complete(intro.id),
          }
        : null,
      can('propose_gig') && primary !== 'propose_gig'
        ? {
            key: 'propose',
            label: 'Propose Gig',
            icon: Rocket,
            to: paths.proposeGig.getHref(candidateId),
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
      ...moreActions,
    ] satisfies (MoreAction | null)[]
  ).filter((entry) => entry !== null);

  const sections = [
    cancelled ? (
      <p key="cancelled" className="flex items-start gap-2 text-sm text-slate-700">
        <CalendarX className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />
        {`The call was cancelled by ${cancelled.by === 'company' ? 'you' : first}: ${cancelled.reason}`}
      </p>
    ) : null,

    booked ? (
      <div key="booked" className="grid gap-2">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-800">
          <span className="inline-flex items-center gap-1.5 font-medium">
            <CalendarCheck className="size-4 text-green-700" aria-hidden="true" />
            {`Call booked for ${formatDateTime(intro.meetingTime!)} (${viewerTimeZone()})`}
          </span>
          <a
            href={meetingIcsUrl(intro.id)}
            download
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            <Download className="size-4" aria-hidden="true" />
            Add to calendar (.ics)
          </a>
        </p>
      </div>
    ) : null,

    pickable ? (
      <div key="pick" className="grid gap-2">
        <p className="text-sm font-medium text-slate-800">
          {`${first} offered these times — pick one to book the call:`}
        </p>
        <ul className="flex flex-wrap gap-2">
          {upcoming.map((slot) => (
            <li key={slot}>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => void run({ path: 'book-slot', body: { start: slot } })}
              >
                <Clock aria-hidden="true" />
                {formatDateTime(slot)}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    ) : null,

    !booked && intro.slotsOfferedBy === 'company' && upcoming.length > 0 ? (
      <p key="waiting" className="text-sm text-slate-700">
        {`You offered ${upcoming.map(formatDateTime).join(', ')}. Waiting for ${first} to pick one.`}
      </p>
    ) : null,

    can('book_call') && (open === 'book' || (open === null && primary === 'book_call')) ? (
      <div key="book" ref={formRef} className="grid gap-1.5 rounded-xl bg-slate-50 p-4">
        <p className="text-sm text-slate-700">
          {`Booked a time through ${first}'s calendar link? Confirm it here.`}
        </p>
        <BookCallForm
          busy={book.pendingId === intro.id}
          onBook={(meetingTime) => void book.book(intro.id, meetingTime)}
          secondary={
            open === 'book' ? (
              <Button type="button" variant="ghost" onClick={close}>
                Back
              </Button>
            ) : null
          }
        />
      </div>
    ) : null,

    open === 'slots' ? (
      <div key="slots" ref={formRef}>
        <SlotListForm
          submitLabel={booked ? 'Reschedule: Offer These Times' : 'Offer These Times'}
          busy={busy}
          onSubmit={(slots) => void run({ path: 'slots', body: { slots } })}
          secondary={
            <Button type="button" variant="ghost" onClick={close}>
              Back
            </Button>
          }
        />
      </div>
    ) : null,

    open === 'cancel' ? (
      <div key="cancel" ref={formRef}>
        <ReasonForm
          label="Why are you cancelling the call?"
          submitLabel="Cancel the Call"
          maxLength={CANCEL_REASON_MAX}
          busy={busy}
          onSubmit={(reason) => void run({ path: 'cancel-call', body: { reason } })}
          secondary={
            <Button type="button" variant="ghost" onClick={close}>
              Keep the Call
            </Button>
          }
        />
      </div>
    ) : null,

    intro.activeGig ? <ActiveGigNote key="gig" gig={intro.activeGig} first={first} /> : null,

    intro.outcome && open !== 'outcome' ? (
      <p key="outcome" className="text-sm text-slate-800">
        <span className="font-medium">Outcome: </span>
        {outcomeLabels[intro.outcome]}
        {intro.outcomeReason ? ` — ${intro.outcomeReason}` : ''}
        {intro.outcomeNote ? ` (${intro.outcomeNote})` : ''}
        {can('record_outcome') ? (
          <Button size="sm" variant="link" onClick={() => setOpen('outcome')}>
            Change
          </Button>
        ) : null}
      </p>
    ) : null,

    can('record_outcome') && (!intro.outcome || open === 'outcome') ? (
      <OutcomeForm
        key="outcome-form"
        busy={busy}
        initial={{
          outcome: intro.outcome ?? undefined,
          reason: intro.outcomeReason ?? undefined,
          note: intro.outcomeNote ?? undefined,
        }}
        onSubmit={(body) => void run({ path: 'outcome', body })}
      />
    ) : null,

    <div key="actions" className="flex flex-wrap items-center gap-2 empty:hidden">
      {open === null && primary === 'complete_meeting' ? (
        <Button
          disabled={complete.pendingId === intro.id}
          onClick={() => void complete.complete(intro.id)}
        >
          {complete.pendingId === intro.id ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <CheckCircle2 aria-hidden="true" />
          )}
          Mark Meeting Completed
        </Button>
      ) : null}
      {open === null && primary === 'propose_gig' ? (
        <Button asChild>
          <Link to={paths.proposeGig.getHref(candidateId)}>
            <Rocket aria-hidden="true" />
            Propose Gig
          </Link>
        </Button>
      ) : null}
      {open === null && primary === 're_request' ? (
        <Button
          disabled={request.pendingCandidateId === candidateId}
          onClick={() => request.requestIntro({ candidateId, firstName: first, introId: intro.id })}
        >
          <RotateCcw aria-hidden="true" />
          Re-request Intro
        </Button>
      ) : null}
      {open === null && primary === 'reopen' ? (
        <Button disabled={busy} onClick={() => void run({ path: 'reopen', body: {} })}>
          <RotateCcw aria-hidden="true" />
          Reopen Intro
        </Button>
      ) : null}
      {secondary}
      {open === null && menu.length > 0 ? (
        <div className="ml-auto">
          <MoreActionsMenu name={candidateName} actions={menu} />
        </div>
      ) : null}
    </div>,
  ].filter(Boolean);

  return (
    <section aria-label="Next step" className="mt-5 grid gap-4 border-t border-slate-200 pt-5">
      {sections}
      <IntroRequestDialog {...request.dialog} />
    </section>
  );
}
