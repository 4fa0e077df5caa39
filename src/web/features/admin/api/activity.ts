/**
 * Intro requests and gigs as the admin oversees them (spec 2 §2 "/admin/intro-requests",
 * "/admin/intros-and-gigs", §4 "Intro request", "Gig").
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminGigPageSchema,
  adminGigRowSchema,
  adminIntroPageSchema,
  adminIntroRowSchema,
  adminReminderResultSchema,
} from '../../../../shared/admin/schemas';
import type { GigStatus } from '../../../../shared/gigs/schemas';
import type { IntroStatus } from '../../../../shared/intro-requests/schemas';
import { api } from '../../../lib/api-client';
import { adminKeys, compactQuery } from './admin-keys';

export interface AdminIntroFilters {
  company: string;
  candidate: string;
  status: string;
  page: number;
}

export interface AdminGigFilters {
  company: string;
  search: string;
  status: string;
  page: number;
}

export function useAdminIntros(filters: AdminIntroFilters) {
  return useQuery({
    queryKey: [...adminKeys.intros, 'list', filters],
    queryFn: ({ signal }) =>
      api.get('/api/admin/intro-requests', {
        query: compactQuery({ ...filters }),
        signal,
        schema: adminIntroPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminGigs(filters: AdminGigFilters) {
  return useQuery({
    queryKey: [...adminKeys.gigs, 'list', filters],
    queryFn: ({ signal }) =>
      api.get('/api/admin/gigs', {
        query: compactQuery({ ...filters }),
        signal,
        schema: adminGigPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

function useAdminMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** PATCH an intro's status (404 'Update Error' when it is gone). */
export function useSetIntroStatus() {
  return useAdminMutation(({ id, status }: { id: string; status: IntroStatus }) =>
    api.patch(
      `/api/admin/intro-requests/${encodeURIComponent(id)}/status`,
      { status },
      {
        schema: adminIntroRowSchema,
      },
    ),
  );
}

/** The Intro Activity shortcut: only for accepted intros not yet scheduled. */
export function useMarkMeetingScheduled() {
  return useAdminMutation((id: string) =>
    api.post(
      `/api/admin/intro-requests/${encodeURIComponent(id)}/mark-scheduled`,
      {},
      {
        schema: adminIntroRowSchema,
      },
    ),
  );
}

/** E-mails the company a reminder to book the call; resolves to the company's name. */
export function useSendReminder() {
  return useAdminMutation((id: string) =>
    api.post(
      `/api/admin/intro-requests/${encodeURIComponent(id)}/reminder`,
      {},
      {
        schema: adminReminderResultSchema,
      },
    ),
  );
}

export function useSetGigStatus() {
  return useAdminMutation(({ id, status }: { id: string; status: GigStatus }) =>
    api.patch(
      `/api/admin/gigs/${encodeURIComponent(id)}/status`,
      { status },
      {
        schema: adminGigRowSchema,
      },
    ),
  );
}

export function useDeleteGig() {
  return useAdminMutation((id: string) =>
    api.delete<void>(`/api/admin/gigs/${encodeURIComponent(id)}`),
  );
}
