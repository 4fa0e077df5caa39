import { Link } from 'react-router';
import { CalendarCheck, CheckCircle2, Loader2, RotateCcw, Rocket } from 'lucide-react';
import type { IntroSummary } from '../../../../shared/intro-requests/schemas';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import {
  useBookCallAction,
  useCompleteMeetingAction,
  useRequestIntroAction,
} from '../lib/use-intro-actions';
import { ActiveGigNote } from './active-gig-note';
import { BookCallForm } from './book-call-form';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

interface IntroNextStepProps {
  intro: IntroSummary;
  candidateId: string;
  first: string;
}

/**
 * The next step the lifecycle allows on one intro (spec 1 §4 table; docs/decisions/012): book
 * the call, mark the meeting completed, propose a gig or re-request — exactly `intro.actions` —
 * and, instead of Propose Gig, the gig under way with this candidate.
 */
export function IntroNextStep({ intro, candidateId, first }: IntroNextStepProps) {
  const book = useBookCallAction();
  const complete = useCompleteMeetingAction();
  const request = useRequestIntroAction((detail) =>
    toast({ title: 'Free Plan Limit Reached', description: detail, variant: 'destructive' }),
  );
  const can = (action: IntroSummary['actions'][number]) => intro.actions.includes(action);
  const booked = intro.meetingMarkedByCompany && intro.meetingTime;
  if (
    !booked &&
    !intro.activeGig &&
    intro.actions.filter((a) => a !== 'remind' && a !== 'schedule').length === 0
  )
    return null;

  return (
    <section aria-label="Next step" className="mt-5 grid gap-3 border-t border-slate-200 pt-5">
      {booked ? (
        <p className="inline-flex items-center gap-1.5 text-sm text-slate-700">
          <CalendarCheck className="size-4 text-green-700" aria-hidden="true" />
          Call booked for {dateTimeFormat.format(new Date(intro.meetingTime!))}
        </p>
      ) : null}
      {intro.activeGig ? <ActiveGigNote gig={intro.activeGig} first={first} /> : null}
      {can('book_call') ? (
        <BookCallForm
          busy={book.pendingId === intro.id}
          onBook={(meetingTime) => void book.book(intro.id, meetingTime)}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {can('complete_meeting') ? (
          <Button
            variant="outline"
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
        {can('propose_gig') ? (
          <Button asChild>
            <Link to={paths.proposeGig.getHref(candidateId)}>
              <Rocket aria-hidden="true" />
              Propose Gig
            </Link>
          </Button>
        ) : null}
        {can('re_request') ? (
          <Button
            variant="outline"
            disabled={request.pendingCandidateId === candidateId}
            onClick={() => void request.requestIntro({ candidateId, firstName: first })}
          >
            <RotateCcw aria-hidden="true" />
            Re-request Intro
          </Button>
        ) : null}
      </div>
    </section>
  );
}
