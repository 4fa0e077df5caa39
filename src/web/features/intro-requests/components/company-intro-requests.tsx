import { useId } from 'react';
import { Link } from 'react-router';
import { AlarmClock, CalendarPlus, Eye, Inbox, Loader2 } from 'lucide-react';
import type { CompanyIntroRequest } from '../../../../shared/intro-requests/schemas';
import { paths } from '../../../config/paths';
import { AvatarInitials } from '../../../components/ui/avatar-initials';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../auth/api/get-session';
import { useIntroRequests } from '../api/get-intro-requests';
import { requestedByText } from '../lib/requested-by';
import { useScheduleMeetingAction, useSendReminderAction } from '../lib/use-intro-actions';
import { CandidateContactLine } from './candidate-contact-line';
import { IntroMessageLink } from '../../conversations/components/intro-message-link';
import { IntroNextStep } from './intro-next-step';
import { IntroNote } from '../../../components/intro-note';
import { IntroStatusBadge } from './intro-status-badge';

type Actions = {
  schedule: ReturnType<typeof useScheduleMeetingAction>;
  remind: ReturnType<typeof useSendReminderAction>;
};

function IntroRequestRow({
  intro,
  actions,
  viewerId,
}: {
  intro: CompanyIntroRequest;
  actions: Actions;
  viewerId: string | undefined;
}) {
  const titleId = useId();
  const can = (action: CompanyIntroRequest['actions'][number]) => intro.actions.includes(action);
  const scheduling = actions.schedule.pendingId === intro.id;
  const reminding = actions.remind.pendingId === intro.id;
  const first = intro.candidateFirstName || intro.candidateName;

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
              <Link
                to={paths.talentProfile.getHref(intro.candidateId)}
                className="underline-offset-4 hover:text-brand-800 hover:underline"
              >
                {intro.candidateName}
              </Link>
            </h3>
            <p className="text-sm font-medium text-brand-800">{intro.candidateRole}</p>
            <p className="mt-1 text-xs text-slate-600">
              {requestedByText(intro.requestedBy, intro.requestedAt, viewerId)}
            </p>
          </div>
          <IntroStatusBadge intro={intro} />
        </div>

        <div className="mt-4 grid gap-3 empty:hidden">
          <IntroNote
            roleDescription={intro.roleDescription}
            compensation={intro.compensation}
            message={intro.message}
            noteCaption="Your note"
          />
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
              your call with {first}.
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

        <IntroNextStep
          intro={intro}
          candidateId={intro.candidateId}
          first={first}
          candidateName={intro.candidateName}
          secondary={<IntroMessageLink introRequestId={intro.id} />}
          moreActions={[
            ...(can('schedule')
              ? [
                  {
                    key: 'schedule',
                    label: 'Schedule Meeting',
                    icon: CalendarPlus,
                    disabled: scheduling,
                    onSelect: () =>
                      void actions.schedule.schedule(intro.id, {
                        hasCalendar: Boolean(intro.contact?.calendarUrl),
                      }),
                  },
                ]
              : []),
            {
              key: 'view',
              label: 'View',
              icon: Eye,
              to: paths.introConfirmation.getHref(intro.candidateId, intro.id),
            },
          ]}
        />
      </article>
    </li>
  );
}

/**
 * The company dashboard's requests list (spec 1 §2 "Company dashboard", §4 "Intro request status
 * (company view)", "Scheduling", "Meeting reminder"; issue #17): newest first, with the status
 * badge, the contact details once accepted, the reminder banner, and the call's next steps
 * (`IntroNextStep`): one primary step, Message in view, and the rest — Schedule Meeting, Propose
 * Gig once the call is booked, View — in the card's "More actions" menu (issue #30).
 */
export function CompanyIntroRequests() {
  const query = useIntroRequests();
  const viewerId = useSession().user?.id;
  const actions: Actions = {
    schedule: useScheduleMeetingAction(),
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
          <IntroRequestRow key={intro.id} intro={intro} actions={actions} viewerId={viewerId} />
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
