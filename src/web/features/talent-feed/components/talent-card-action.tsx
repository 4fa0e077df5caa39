import { Link, useNavigate } from 'react-router';
import {
  CalendarCheck,
  CalendarPlus,
  CheckCircle2,
  Loader2,
  RotateCcw,
  Send,
  UserPlus,
} from 'lucide-react';
import {
  introDisplayState,
  teammateAskedText,
} from '../../../../shared/intro-requests/display-state';
import type { TalentCard } from '../../../../shared/talent-feed/schemas';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useSession, type SessionStatus } from '../../auth/api/get-session';
import { ActiveGigNote } from '../../intro-requests/components/active-gig-note';
import { introLoginRequired } from '../../intro-requests/lib/use-intro-actions';

/** The company's intro actions, created once per feed page and shared by its cards. */
export interface FeedIntroActions {
  /** Opens the request dialog (issue #15); `introId` on a re-request. */
  requestIntro: (candidate: {
    candidateId: string;
    firstName: string;
    introId?: string | null;
    salaryRange?: string | null;
    currentJob?: { title: string; company: string } | null;
  }) => void;
  pendingRequestFor: string | null;
  schedule: (introId: string) => void;
  pendingScheduleId: string | null;
  complete: (introId: string) => void;
  pendingCompleteId: string | null;
}

interface TalentCardActionProps {
  card: TalentCard;
  viewer: SessionStatus;
  actions: FeedIntroActions;
}

/**
 * The card's action by role and intro state, as the table of spec 1 §4 "Intro request status
 * (company view)" (and issue #17's booking, expired and closed states): visitors get 'Create
 * Account to Connect', candidates and admins nothing. A teammate's intro also says who asked, when
 * and where it stands (issue #33 item 4): "Dana asked on 3 Dec — Pending Response".
 */
export function TalentCardAction({ card, viewer, actions }: TalentCardActionProps) {
  const viewerId = useSession().user?.id;
  const by = viewer === 'company' ? card.intro?.requestedBy : null;
  const action = <CardAction card={card} viewer={viewer} actions={actions} />;
  if (!card.intro || !by || (by.userId !== null && by.userId === viewerId)) return action;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">
        {teammateAskedText(by.name, by.at, card.intro.status)}
      </p>
      {action}
    </div>
  );
}

/** The action itself, by role and intro state. */
function CardAction({ card, viewer, actions }: TalentCardActionProps) {
  const navigate = useNavigate();

  if (viewer === 'loading') return <div className="h-10" aria-hidden="true" />;
  if (viewer === 'guest') {
    return (
      <Button
        variant="secondary"
        className="w-full"
        onClick={() => {
          toast(introLoginRequired);
          void navigate(paths.createAccount.getHref());
        }}
      >
        <UserPlus aria-hidden="true" />
        Create Account to Connect
      </Button>
    );
  }
  if (viewer !== 'company') return null;

  const intro = card.intro;
  // The badge follows the intro's state; every button follows what the server allows next
  // (`intro.actions`, docs/decisions/024), never a rule of the card's own.
  const state = introDisplayState(intro);
  const can = (action: NonNullable<TalentCard['intro']>['actions'][number]) =>
    intro?.actions.includes(action) ?? false;

  if (actions.pendingRequestFor === card.id) {
    return (
      <Button className="w-full" disabled>
        <Loader2 className="animate-spin" aria-hidden="true" />
        Processing
      </Button>
    );
  }

  const request = () =>
    actions.requestIntro({
      candidateId: card.id,
      firstName: card.firstName,
      introId: intro?.id,
      salaryRange: card.salaryRange,
      currentJob: card.currentJob,
    });

  switch (state) {
    case 'none':
      return (
        <Button className="w-full" onClick={request}>
          <Send aria-hidden="true" />
          Request Intro
        </Button>
      );
    case 'requested':
      return (
        <Button className="w-full" variant="outline" disabled>
          Intro Requested
        </Button>
      );
    case 'accepted': {
      const busy = actions.pendingScheduleId === intro?.id;
      if (!can('schedule')) return null;
      return (
        <Button
          className="w-full"
          disabled={busy}
          onClick={() => intro && actions.schedule(intro.id)}
        >
          {busy ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <CalendarPlus aria-hidden="true" />
          )}
          {busy ? 'Processing' : 'Schedule Meeting'}
        </Button>
      );
    }
    case 'scheduling':
      return (
        <div className="flex flex-col gap-2">
          <Badge variant="blue" className="self-start">
            Booking in Progress
          </Badge>
          <Button asChild className="w-full" variant="outline">
            <Link to={paths.introConfirmation.getHref(card.id, intro?.id)}>Book the Call</Link>
          </Button>
        </div>
      );
    case 'meeting_scheduled': {
      const busy = actions.pendingCompleteId === intro?.id;
      const canComplete = can('complete_meeting');
      return (
        <div className="flex flex-col gap-2">
          <Badge variant="yellow" className="self-start">
            <CalendarCheck aria-hidden="true" />
            Meeting Scheduled
          </Badge>
          {canComplete ? (
            <Button
              className="w-full"
              variant="outline"
              disabled={busy}
              onClick={() => intro && actions.complete(intro.id)}
            >
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {busy ? 'Processing' : 'Mark Meeting Completed'}
            </Button>
          ) : (
            <Button asChild className="w-full" variant="outline">
              <Link to={paths.introConfirmation.getHref(card.id, intro?.id)}>See the Call</Link>
            </Button>
          )}
        </div>
      );
    }
    case 'meeting_completed':
      return (
        <div className="flex flex-col gap-2">
          <Badge variant="green" className="self-start">
            <CheckCircle2 aria-hidden="true" />
            Meeting Done
          </Badge>
          {intro?.activeGig ? <ActiveGigNote gig={intro.activeGig} first={card.firstName} /> : null}
          {can('propose_gig') ? (
            <Button asChild className="w-full">
              <Link to={paths.proposeGig.getHref(card.id)}>Propose Gig</Link>
            </Button>
          ) : null}
        </div>
      );
    case 'declined':
    case 'expired':
      return (
        <div className="flex flex-col gap-2">
          <Badge variant={state === 'declined' ? 'red' : 'default'} className="self-start">
            {state === 'declined' ? 'Declined' : 'Expired'}
          </Badge>
          {can('re_request') ? (
            <Button className="w-full" variant="outline" onClick={request}>
              <RotateCcw aria-hidden="true" />
              Re-request Intro
            </Button>
          ) : null}
        </div>
      );
    case 'stale':
      return (
        <div className="flex flex-col gap-2">
          <Badge className="self-start">Closed: No Call Booked</Badge>
          {can('reopen') ? (
            <Button asChild className="w-full" variant="outline">
              <Link to={paths.introConfirmation.getHref(card.id, intro?.id)}>Reopen Intro</Link>
            </Button>
          ) : null}
        </div>
      );
    default:
      return <Badge className="self-start">{intro?.status || 'Unknown'}</Badge>;
  }
}
