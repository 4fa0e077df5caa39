/**
 * The team's changes to its shortlists (issue #34 item 1), one mutation per route:
 * - `POST /api/company/shortlists {name}` → 201 the new list (409 `fieldErrors.name` when taken);
 * - `PATCH /api/company/shortlists/:id {name}` → the renamed list (409 `fieldErrors.name`);
 * - `DELETE /api/company/shortlists/:id` → 204;
 * - `PUT /api/company/shortlists/order {ids}` → every list in the new order;
 * - `DELETE /api/company/shortlists/:id/candidates/:candidateId` → 204 (idempotent).
 * Each reads every pipeline query again when done (a list's name or count shows on the board's
 * cards, the feed's Save buttons and the candidate's own menu too).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Shortlist } from '../../../../shared/pipeline/schemas';
import { api } from '../../../lib/api-client';
import { pipelineQueryKey, shortlistsQueryKey } from '../../../lib/query-keys';

const schemas = () => import('../../../../shared/pipeline/schemas');
const listPath = (id: string) => `/api/company/shortlists/${encodeURIComponent(id)}`;

/** Creates a list named `name`; resolves to it. */
export function createShortlist(name: string): Promise<Shortlist> {
  return api.post(
    '/api/company/shortlists',
    { name },
    {
      schema: async () => (await schemas()).shortlistSchema,
    },
  );
}

/** Renames list `id`; resolves to it. */
export function renameShortlist({ id, name }: { id: string; name: string }): Promise<Shortlist> {
  return api.patch(
    listPath(id),
    { name },
    { schema: async () => (await schemas()).shortlistSchema },
  );
}

/** Deletes list `id` (its entries go with it; the candidates stay on the board if anything else holds them). */
export function deleteShortlist(id: string): Promise<void> {
  return api.delete(listPath(id));
}

/** Saves the lists' order: every list's id, first to last; resolves to the lists in that order. */
export function reorderShortlists(ids: string[]): Promise<Shortlist[]> {
  return api
    .put<{ items: Shortlist[] }>('/api/company/shortlists/order', { ids })
    .then((page) => page.items);
}

/** Takes `candidateId` off list `id`. */
export function removeFromShortlist({ id, candidateId }: { id: string; candidateId: string }) {
  return api.delete<void>(`${listPath(id)}/candidates/${encodeURIComponent(candidateId)}`);
}

/** A mutation of `fn` that reads every pipeline query again when settled. */
function usePipelineMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineQueryKey }),
  });
}

/** Create mutation; rejects with 409 `fieldErrors.name` when the name is taken. */
export const useCreateShortlist = () => usePipelineMutation(createShortlist);
/** Rename mutation; rejects with 409 `fieldErrors.name` when the name is another list's. */
export const useRenameShortlist = () => usePipelineMutation(renameShortlist);
/** Delete mutation (204). */
export const useDeleteShortlist = () => usePipelineMutation(deleteShortlist);
/** Remove-a-candidate mutation (204, idempotent). */
export const useRemoveFromShortlist = () => usePipelineMutation(removeFromShortlist);

/** Reorder mutation: the lists show in their new order at once, and back if the server refuses. */
export function useReorderShortlists() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderShortlists,
    onMutate: async (ids: string[]) => {
      await queryClient.cancelQueries({ queryKey: shortlistsQueryKey, exact: true });
      const before = queryClient.getQueryData<Shortlist[]>(shortlistsQueryKey);
      if (before) {
        const byId = new Map(before.map((list) => [list.id, list]));
        queryClient.setQueryData<Shortlist[]>(
          shortlistsQueryKey,
          ids.flatMap((id) => byId.get(id) ?? []),
        );
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(shortlistsQueryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineQueryKey }),
  });
}
