import { useMemo } from 'react';
import {
  useCompleteMeetingAction,
  useRequestIntroAction,
  useScheduleMeetingAction,
} from '../../intro-requests/lib/use-intro-actions';
import type { FeedIntroActions } from '../components/talent-card-action';

/**
 * The company's intro actions for talent cards and the profile page (spec 1 §4): request (or
 * re-request), schedule, mark completed, each with its pending state. `onLimitReached` gets the
 * server's 'Free Plan Limit Reached' text (when the allowance resets).
 */
export function useFeedIntroActions(onLimitReached: (detail: string) => void) {
  const { requestIntro, pendingCandidateId, dialog } = useRequestIntroAction(onLimitReached);
  const { schedule, pendingId: pendingScheduleId } = useScheduleMeetingAction();
  const { complete, pendingId: pendingCompleteId } = useCompleteMeetingAction();
  const actions = useMemo<FeedIntroActions>(
    () => ({
      requestIntro: (c) => requestIntro(c),
      pendingRequestFor: pendingCandidateId,
      schedule: (id) => void schedule(id),
      pendingScheduleId,
      complete: (id) => void complete(id),
      pendingCompleteId,
    }),
    [requestIntro, pendingCandidateId, schedule, pendingScheduleId, complete, pendingCompleteId],
  );
  return { actions, dialog };
}
