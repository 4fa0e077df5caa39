/**
 * What the gig pages show when the gig-proposal gate refuses (spec 2 §4 "Gig-proposal gate", §8):
 * the same toasts whether the gate was read on opening the page or answered a submitted proposal.
 */
import type { NavigateFunction } from 'react-router';
import { gigMessages, type GigGate } from '../../../../shared/gigs/schemas';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';

/** Spec 2 §9: the 'Meeting Not Scheduled' notice lasts 7 s. */
export const MEETING_NOT_SCHEDULED_TOAST_MS = 7000;

/** Spec 2 §9: redirect to /dashboard/gigs 1.5 s after a gig is posted or proposed. */
export const GIG_REDIRECT_DELAY_MS = 1500;

export type GateRefusal = Exclude<GigGate['state'], 'ok'> | 'candidate_not_found';

/** 'Candidate Not Found' or 'Intro Not Accepted', then the talent feed. */
export function leaveForTalentFeed(
  refusal: 'candidate_not_found' | 'intro_not_accepted',
  navigate: NavigateFunction,
): void {
  const notice =
    refusal === 'candidate_not_found'
      ? gigMessages.candidateNotFound
      : gigMessages.introNotAccepted;
  toast({ ...notice, variant: 'destructive' });
  void navigate(paths.talent.getHref(), { replace: true });
}

/** 'Meeting Not Scheduled' for 7 s; the page locks the form. */
export function showMeetingNotScheduled(): void {
  toast({
    ...gigMessages.meetingNotScheduled,
    variant: 'destructive',
    duration: MEETING_NOT_SCHEDULED_TOAST_MS,
  });
}

/** 'Gig In Progress': a gig with this candidate is in progress; on to My Trial Projects. */
export function leaveForMyGigs(navigate: NavigateFunction): void {
  toast({ ...gigMessages.gigUnderWay });
  void navigate(paths.gigs.getHref(), { replace: true });
}
