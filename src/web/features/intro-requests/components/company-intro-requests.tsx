import { useId } from 'react';
import { Link } from 'react-router';
import {
  AlarmClock,
  CalendarCheck,
  CalendarPlus,
  CheckCircle2,
  Download,
  Eye,
  Inbox,
  Loader2,
  Rocket,
} from 'lucide-react';
import {
  dashboardBadge,
  introDisplayState,
  type CompanyIntroRequest,
  type IntroDisplayState,
} from '../../../../shared/intro-requests/schemas';
import { paths } from '../../../config/paths';
import { AvatarInitials } from '../../../components/ui/avatar-initials';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useIntroRequests } from '../api/get-intro-requests';
import { BookCallForm } from './book-call-form';
import { ActiveGigNote } from './active-gig-note';
import { CandidateContactLine } from './candidate-contact-line';
import { meetingIcsUrl } from '../api/meeting-actions';
import {
  useBookCallAction,
  useCompleteMeetingAction,
  useScheduleMeetingAction,
  useSendReminderAction,
} from '../lib/use-intro-actions';

const badgeColor: Partial<Record<IntroDisplayState, BadgeProps['variant']>> = {
  requested: 'default',
  accepted: 'blue',
  meeting_scheduled: 'yellow',
  meeting_completed: 'green',
  declined: 'red',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

type Actions = {
  schedule: ReturnType<typeof useScheduleMeetingAction>;
  complete: ReturnType<typeof useCompleteMeetingAction>;
  book: ReturnType<typeof useBookCallAction>;
  remind: ReturnType<typeof useSendReminderAction>;
};

function IntroRequestRow({ intro, actions }: { intro: CompanyIntroRequest; actions: Actions }) {
  const titleId = useId();
  const state = introDisplayState(intro);
  const can = (action: CompanyIntroRequest['actions'][number]) => intro.actions.includes(action);
  const canPropose = can('propose_gig');
  const canBook = can('book_call');
  const scheduling = actions.schedule.pendingId === intro.id;
  const completing = actions.complete.pendingId === intro.id;
  const reminding = actions.remind.pendingId === intro.id;

  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div className="flex flex-wrap items-start gap-4">
          <AvatarInitials name={intro.candidateName} className="size-12 text-base" />
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className="text-lg font-bold text-slate-900">
              {intro.candidateName}
            </h3>
            <p className="text-sm font-medium text-brand-800">{intro.candidateRole}</p>
            <p className="mt-1 text-xs text-slate-600">
              Requested {dateFormat.format(new Date(intro.requestedAt))}
            </p>
          </div>
          <Badge variant={badgeColor[state] ?? 'default'}>{dashboardBadge(intro)}</Badge>
        </div>

        {intro.contact ? <CandidateContactLine contact={intro.contact} /> : null}

        {intro.reminderDue ? (
          <div
            role="note"
            className="mt-4 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center"
          >
            <AlarmClock className="size-5 shrink-0 text-amber-800" aria-hidden="true" />
            <p className="flex-1 text-sm text-amber-950">
              {intro.candidateName} accepted your intro more than 2 days ago. Don't forget to book
              your call with {intro.candidateFirstName || intro.candidateName}.
            </p>
            <Button
              size="sm"
              variant="outline"
              disabled={reminding}
              onClick={() => void actions.remind.remind(intro.id)}
            >
              {reminding ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Send Reminder
            </Button>
          </div>
        ) : null}

        {intro.meetingMarkedByCompany && intro.meetingTime ? (
          <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1.5">
              <CalendarCheck className="size-4 text-green-700" aria-hidden="true" />
              Call booked for {dateTimeFormat.format(new Date(intro.meetingTime))}
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
        ) : null}

        {intro.activeGig ? (
          <ActiveGigNote
            gig={intro.activeGig}
            first={intro.candidateFirstName || intro.candidateName}
            className="mt-4"
          />
        ) : null}

        {canBook ? (
          <div className="mt-4 rounded-xl bg-slate-50 p-4">
            <BookCallForm
              busy={actions.book.pendingId === intro.id}
              onBook={(meetingTime) => void actions.book.book(intro.id, meetingTime)}
            />
          </div>
        ) : null}

        <div className="mt-4 flex flex-wrap gap-2">
          {can('schedule') ? (
            <Button
              size="sm"
              className="bg-blue-700 text-white hover:bg-blue-800"
              disabled={scheduling}
              onClick={() =>
                void actions.schedule.schedule(intro.id, {
                  hasCalendar: Boolean(intro.contact?.calendarUrl),
                })
              }
            >
              {scheduling ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <CalendarPlus aria-hidden="true" />
              )}
              Schedule Meeting
            </Button>
          ) : null}
          {can('complete_meeting') ? (
            <Button
              size="sm"
              variant="outline"
              disabled={completing}
              onClick={() => void actions.complete.complete(intro.id)}
            >
              {completing ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <CheckCircle2 aria-hidden="true" />
              )}
              Mark Meeting Completed
            </Button>
          ) : null}
          {canPropose ? (
            <Button asChild size="sm">
              <Link to={paths.proposeGig.getHref(intro.candidateId)}>
                <Rocket aria-hidden="true" />
                Propose Gig
              </Link>
            </Button>
          ) : intro.activeGig?.status === 'in_progress' ? null : (
            <Button size="sm" variant="outline" disabled title="Available once the call is booked">
              <Rocket aria-hidden="true" />
              Propose Gig
            </Button>
          )}
          <Button asChild size="sm" variant="ghost">
            <Link to={paths.introConfirmation.getHref(intro.candidateId, intro.id)}>
              <Eye aria-hidden="true" />
              View
            </Link>
          </Button>
        </div>
      </article>
    </li>
  );
}

/**
 * The company dashboard's requests list (spec 1 §2 "Company dashboard", §4 "Intro request status
 * (company view)", "Scheduling", "Meeting reminder"): newest first, with the status badge,
 * Propose Gig (once the call is booked), View, Schedule Meeting, Confirm Call Booked, Mark
 * Meeting Completed, the .ics file and the reminder banner.
 */
export function CompanyIntroRequests() {
  const query = useIntroRequests();
  const actions: Actions = {
    schedule: useScheduleMeetingAction(),
    complete: useCompleteMeetingAction(),
    book: useBookCallAction(),
    remind: useSendReminderAction(),
  };

  if (query.isPending) {
    return (
      <div aria-busy="true" className="grid gap-4">
        <span className="sr-only">Loading intro requests</span>
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
    );
  }

  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
      >
        <h2 className="text-lg font-bold text-slate-900">Error Loading Requests</h2>
        <p className="text-sm text-slate-700">Your intro requests could not be loaded.</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const items = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[0]?.total ?? items.length;

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <Inbox className="size-10 text-slate-400" aria-hidden="true" />
        <h2 className="text-xl font-bold text-slate-900">No intro requests yet</h2>
        <p className="max-w-md text-slate-600">
          Browse the talent feed and request a warm intro to candidates you would like to meet.
        </p>
        <Button asChild className="mt-2">
          <Link to={paths.talent.getHref()}>Browse Talent</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">
        {total} intro {total === 1 ? 'request' : 'requests'}, newest first
      </p>
      <ul className="grid gap-4">
        {items.map((intro) => (
          <IntroRequestRow key={intro.id} intro={intro} actions={actions} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : null}
          Load more
        </Button>
      ) : null}
    </div>
  );
}
