import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  useCompleteMeetingAction,
  useRequestIntroAction,
  useScheduleMeetingAction,
} from '../../intro-requests/lib/use-intro-actions';
import type { FeedIntroActions } from '../components/talent-card-action';

/**
 * The company's intro actions for talent cards and the profile page (spec 1 §4): request (or
 * re-request), schedule, mark completed, each with its pending state. `onLimitReached` gets the
 * 'Free Plan Limit Reached' text (when the allowance resets): before the request form opens when
 * the allowance (the server's, at most 30 s old) has no new request left (issue #30), otherwise
 * from the server's refusal. A re-request opens the form: whether it counts is the server's call.
 */
export function useFeedIntroActions(onLimitReached: (detail: string) => void) {
  const queryClient = useQueryClient();
  const {
    requestIntro: openRequest,
    pendingCandidateId,
    dialog,
  } = useRequestIntroAction(onLimitReached);
  const requestIntro = useCallback(
    (candidate: Parameters<typeof openRequest>[0]) => {
      if (candidate.introId) return openRequest(candidate);
      // Loaded at the first request, not with the feed (its first load stays light, ADR 055).
      Promise.all([
        import('../../billing/api/get-intro-allowance'),
        import('../../../../shared/billing/allowance'),
      ])
        .then(async ([{ getIntroAllowanceQueryOptions }, { limitReachedText }]) => {
          const allowance = await queryClient.fetchQuery(getIntroAllowanceQueryOptions());
          if (allowance.remaining === 0) {
            onLimitReached(limitReachedText(new Date(allowance.resetsOn)));
          } else openRequest(candidate);
        })
        // Unknown: the form opens and the server decides at Send.
        .catch(() => openRequest(candidate));
    },
    [queryClient, openRequest, onLimitReached],
  );
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
