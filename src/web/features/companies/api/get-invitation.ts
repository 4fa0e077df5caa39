/**
 * `GET /api/invitations/:token` — what the join page shows before accepting (issue #33 item 2).
 * Public: no login needed; 404 for an unknown link.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationViewSchema, type InvitationView } from '../../../../shared/companies/team';
import { api } from '../../../lib/api-client';

export const invitationQueryKey = (token: string) => ['invitations', token] as const;

export function getInvitation(
  token: string,
  options: { signal?: AbortSignal } = {},
): Promise<InvitationView> {
  return api.get(`/api/invitations/${encodeURIComponent(token)}`, {
    signal: options.signal,
    schema: invitationViewSchema,
  });
}

export function getInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: invitationQueryKey(token),
    queryFn: ({ signal }) => getInvitation(token, { signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The invitation as a query. */
export function useInvitation(token: string) {
  return useQuery(getInvitationQueryOptions(token));
}
