/**
 * `GET /api/company/shortlists` — the company's shortlists in the team's order, with how many
 * candidates each holds (issue #34 item 1). Only the pipeline page reads it, which loads zod and
 * the pipeline's schemas with its own code anyway; imported statically by name, so the build keeps
 * only the parts of zod they use (a dynamic `import('zod')` would keep all of it).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { shortlistSchema, type Shortlist } from '../../../../shared/pipeline/schemas';
import { api } from '../../../lib/api-client';
import { shortlistsQueryKey } from '../../../lib/query-keys';

const shortlistsSchema = z.object({ items: z.array(shortlistSchema) });

/** Fetches the lists, in the team's order. Any member of the company. */
export function getShortlists(options: { signal?: AbortSignal } = {}): Promise<Shortlist[]> {
  return api
    .get('/api/company/shortlists', { signal: options.signal, schema: shortlistsSchema })
    .then((page) => page.items);
}

export function getShortlistsQueryOptions() {
  return queryOptions({
    queryKey: shortlistsQueryKey,
    queryFn: ({ signal }) => getShortlists({ signal }),
  });
}

/** The company's lists as a query. */
export function useShortlists() {
  return useQuery(getShortlistsQueryOptions());
}
