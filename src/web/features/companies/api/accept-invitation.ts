/**
 * `POST /api/invitations/:token/accept` — join the company (issue #33 item 2): a new account sends
 * its name, title and password (the server starts its session); an existing account, signed in
 * with the invited address, sends `{}`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  acceptedInvitationSchema,
  type AcceptInvitationInput,
} from '../../../../shared/companies/team';
import { api } from '../../../lib/api-client';
import { getSessionQueryOptions, sessionQueryKey } from '../../auth/api/get-session';
import { invitationQueryKey } from './get-invitation';

/**
 * Accepts the invitation; resolves to where the app goes next. Rejects with `ApiError`: 409 with
 * the server's words (expired, revoked, used, another company, wrong account), 400 with
 * `fieldErrors`, 404 for an unknown link.
 */
export function acceptInvitation(
  token: string,
  input: AcceptInvitationInput,
): Promise<{ redirectTo: string }> {
  return api.post(`/api/invitations/${encodeURIComponent(token)}/accept`, input, {
    schema: acceptedInvitationSchema,
  });
}

/**
 * Accept mutation: drops any earlier user's cached data and reads the session again before the
 * caller navigates, so the guarded dashboard sees the new member.
 */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) => acceptInvitation(token, input),
    onSuccess: async () => {
      // The page still shows this invitation until it navigates: its query stays.
      const kept: unknown[] = [sessionQueryKey[0], invitationQueryKey(token)[0]];
      queryClient.removeQueries({ predicate: (query) => !kept.includes(query.queryKey[0]) });
      await queryClient.fetchQuery({ ...getSessionQueryOptions(), staleTime: 0 });
    },
  });
}
