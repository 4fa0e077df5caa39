/**
 * `PUT|DELETE /api/company/shortlists/:id/candidates/:candidateId` — puts a candidate on one of
 * the company's lists or takes them off it (issue #34 item 1). Both answer 204 and are idempotent.
 * The menu shows the change at once (optimistic) and puts it back, with a toast, when the server
 * refuses.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CandidatePipeline } from '../../../../shared/pipeline/schemas';
import { api } from '../../../lib/api-client';
import { toastActionError } from '../../../lib/action-error';
import { pipelineQueryKey } from '../../../lib/query-keys';
import {
  candidatePipelineQueryKey,
  shortlistMembershipQueryKey,
  type ShortlistMembership,
} from './get-shortlist-membership';

/** One change: `candidateId` on (`onList`) or off list `shortlistId`. */
export interface ShortlistMembershipChange {
  shortlistId: string;
  candidateId: string;
  onList: boolean;
}

/** The mutation key of every membership change (concurrent changes settle once, together). */
export const shortlistMembershipMutationKey = [...pipelineQueryKey, 'set-membership'] as const;

/** Sends one change. Company members only; 404 for a list or candidate the company cannot see. */
export function setShortlistMembership(change: ShortlistMembershipChange): Promise<void> {
  const path = `/api/company/shortlists/${encodeURIComponent(change.shortlistId)}/candidates/${encodeURIComponent(change.candidateId)}`;
  return change.onList ? api.put<void>(path) : api.delete<void>(path);
}

/**
 * Writes `change` into the cached views of it: the candidate's lists (with "Added by you, now"
 * until the server's answer is read again) and the feed's map. Used both to apply a change and,
 * with `onList` flipped, to undo it, so that an undo never reverts a neighbouring change.
 */
export function applyShortlistMembership(
  queryClient: QueryClient,
  change: ShortlistMembershipChange,
  at = new Date().toISOString(),
): void {
  queryClient.setQueryData<CandidatePipeline>(
    candidatePipelineQueryKey(change.candidateId),
    (old) =>
      old && {
        ...old,
        shortlists: old.shortlists.map((list) =>
          list.id !== change.shortlistId || list.onList === change.onList
            ? list
            : {
                ...list,
                onList: change.onList,
                addedByName: change.onList ? 'you' : null,
                addedAt: change.onList ? at : null,
              },
        ),
      },
  );
  queryClient.setQueryData<ShortlistMembership>(shortlistMembershipQueryKey, (old) => {
    if (!old) return old;
    const lists = (old[change.candidateId] ?? []).filter((id) => id !== change.shortlistId);
    if (change.onList) lists.push(change.shortlistId);
    return { ...old, [change.candidateId]: lists };
  });
}

/** Reads the pipeline again once the last of concurrent membership changes has settled. */
export function settleShortlistMembership(queryClient: QueryClient): Promise<void> | undefined {
  if (queryClient.isMutating({ mutationKey: shortlistMembershipMutationKey }) > 1) return;
  return queryClient.invalidateQueries({ queryKey: pipelineQueryKey });
}

/**
 * Toggles a candidate on a list, optimistically. A failure puts the checkbox back and toasts the
 * server's words (or the spec's "An unexpected error occurred").
 */
export function useSetShortlistMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: shortlistMembershipMutationKey,
    mutationFn: setShortlistMembership,
    onMutate: async (change) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: candidatePipelineQueryKey(change.candidateId) }),
        queryClient.cancelQueries({ queryKey: shortlistMembershipQueryKey }),
      ]);
      applyShortlistMembership(queryClient, change);
    },
    onError: (error, change) => {
      applyShortlistMembership(queryClient, { ...change, onList: !change.onList });
      toastActionError(error);
    },
    onSettled: () => settleShortlistMembership(queryClient),
  });
}
