/**
 * `GET /api/company/candidates/:candidateId/notes` — the team's private notes on a candidate, oldest
 * first (issue #34 item 2). Company members only: a candidate gets 403, and no route of theirs
 * carries a note. Under `pipelineQueryKey`, so a teammate's note arrives with the live `pipeline`
 * event. Loaded with the notes panel, never with the feed: the schema is imported at once.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { candidateNoteSchema, type CandidateNote } from '../../../../shared/pipeline/schemas';
import { api } from '../../../lib/api-client';
import { pipelineQueryKey } from '../../../lib/query-keys';

/** `['pipeline', 'notes', candidateId]`. */
export const candidateNotesQueryKey = (candidateId: string) =>
  [...pipelineQueryKey, 'notes', candidateId] as const;

/** Fetches the notes; 404 when the candidate is not one the company may see. */
export async function getCandidateNotes(
  candidateId: string,
  options: { signal?: AbortSignal } = {},
): Promise<CandidateNote[]> {
  const { items } = await api.get<{ items: CandidateNote[] }>(
    `/api/company/candidates/${encodeURIComponent(candidateId)}/notes`,
    {
      signal: options.signal,
      schema: z.object({ items: z.array(candidateNoteSchema) }),
    },
  );
  return items;
}

export function getCandidateNotesQueryOptions(candidateId: string) {
  return queryOptions({
    queryKey: candidateNotesQueryKey(candidateId),
    queryFn: ({ signal }) => getCandidateNotes(candidateId, { signal }),
  });
}

/** The notes on `candidateId` as a query. */
export function useCandidateNotes(candidateId: string) {
  return useQuery(getCandidateNotesQueryOptions(candidateId));
}
