/**
 * Permanent user deletion (spec 2 §2 "/admin/delete-users", §3 "Deletion log"):
 * `GET /api/admin/users`, `GET /api/admin/users/{id}`, `DELETE /api/admin/users/{id}` and
 * `GET /api/admin/deletion-log`.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminUserDetailSchema,
  adminUserPageSchema,
  deletedCountsSchema,
  deletionLogEntrySchema,
  deletionLogSchema,
  type DeletedCounts,
} from '../../../../shared/admin/schemas';
import { api, apiRequest } from '../../../lib/api-client';
import { adminKeys, compactQuery } from './admin-keys';

export interface AdminUserFilters {
  type: string;
  search: string;
  page: number;
}

export type DeletionLogEntry = z.infer<typeof deletionLogEntrySchema>;

export function useAdminUsers(filters: AdminUserFilters) {
  return useQuery({
    queryKey: [...adminKeys.users, 'list', filters],
    queryFn: ({ signal }) =>
      api.get('/api/admin/users', {
        query: compactQuery({ ...filters }),
        signal,
        schema: adminUserPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string | null) {
  return useQuery({
    queryKey: [...adminKeys.users, 'detail', id],
    queryFn: ({ signal }) =>
      api.get(`/api/admin/users/${encodeURIComponent(id ?? '')}`, {
        signal,
        schema: adminUserDetailSchema,
      }),
    enabled: Boolean(id),
  });
}

/** The deletion log, newest first; a page of `limit` entries (no total: a short page is the last). */
export function useDeletionLog(options: { search?: string; limit: number; page?: number }) {
  return useQuery({
    queryKey: [...adminKeys.deletionLog, options],
    queryFn: ({ signal }) =>
      api.get('/api/admin/deletion-log', {
        query: compactQuery({ ...options }),
        signal,
        schema: deletionLogSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export type { DeletedCounts };

/**
 * Deletes a user for good after the admin typed their e-mail. Rejects 403 'Deletion Blocked' for
 * admins, 400 with `errors.confirmation` when the e-mail does not match. Resolves as soon as the
 * server confirms; the admin lists (users, deletion log) then reload in the background.
 */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      confirmation,
      reason,
    }: {
      id: string;
      confirmation: string;
      reason: string;
    }) =>
      apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        body: { confirmation, reason: reason.trim() || undefined },
        schema: deletedCountsSchema,
      }),
    // Not awaited: the success toast must not wait for every admin list to reload (under load
    // that took longer than the toast's reader would wait); the lists refresh behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
