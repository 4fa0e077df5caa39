/**
 * "New list…" of the Save menu (issue #34 item 1): `POST /api/company/shortlists {name}` (201, the
 * new list; 400 or 409 with `errors.name`, e.g. "You already have a list with this name."), then
 * `PUT /api/company/shortlists/:id/candidates/:candidateId` to put the candidate on it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidatePipeline, Shortlist } from '../../../../shared/pipeline/schemas';
import { api } from '../../../lib/api-client';
import { candidatePipelineQueryKey } from './get-shortlist-membership';
import {
  applyShortlistMembership,
  setShortlistMembership,
  settleShortlistMembership,
  shortlistMembershipMutationKey,
} from './set-shortlist-membership';

/**
 * Creates the list `name` and puts `candidateId` on it; resolves to the new list. Rejects with the
 * create's `ApiError` (field `name`) when the list is refused, or with the add's when the list was
 * made but the candidate could not be put on it.
 */
export async function createShortlistWith(candidateId: string, name: string): Promise<Shortlist> {
  const list = await api.post<Shortlist>(
    '/api/company/shortlists',
    { name },
    { schema: async () => (await import('../../../../shared/pipeline/schemas')).shortlistSchema },
  );
  await setShortlistMembership({ shortlistId: list.id, candidateId, onList: true });
  return list;
}

/** The create-and-add as a mutation; on success the new list shows checked in the menu. */
export function useCreateShortlistWith(candidateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: shortlistMembershipMutationKey,
    mutationFn: (name: string) => createShortlistWith(candidateId, name),
    onSuccess: (list) => {
      queryClient.setQueryData<CandidatePipeline>(candidatePipelineQueryKey(candidateId), (old) =>
        // A live `pipeline` event may have read the new list in already.
        old && !old.shortlists.some((known) => known.id === list.id)
          ? {
              ...old,
              shortlists: [
                ...old.shortlists,
                { id: list.id, name: list.name, onList: false, addedByName: null, addedAt: null },
              ],
            }
          : old,
      );
      applyShortlistMembership(queryClient, { shortlistId: list.id, candidateId, onList: true });
    },
    onSettled: () => settleShortlistMembership(queryClient),
  });
}
