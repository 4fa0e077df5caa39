/**
 * The outbox and e-mail configuration (issue #7 "/admin/emails", replacing spec 2 §7's debug
 * helpers): `GET /api/admin/emails`, `GET /api/admin/emails/{id}`, `GET /api/admin/email-config`,
 * `POST /api/admin/emails/test`.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminEmailDetailSchema,
  adminEmailPageSchema,
  emailConfigSchema,
  testEmailResultSchema,
} from '../../../../shared/admin/schemas';
import { api } from '../../../lib/api-client';
import { adminKeys, compactQuery } from './admin-keys';

export interface AdminEmailFilters {
  status: string;
  template: string;
  search: string;
  page: number;
}

export function useAdminEmails(filters: AdminEmailFilters) {
  return useQuery({
    queryKey: [...adminKeys.emails, 'list', filters],
    queryFn: ({ signal }) =>
      api.get('/api/admin/emails', {
        query: compactQuery({ ...filters }),
        signal,
        schema: adminEmailPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminEmail(id: string | null) {
  return useQuery({
    queryKey: [...adminKeys.emails, 'detail', id],
    queryFn: ({ signal }) =>
      api.get(`/api/admin/emails/${encodeURIComponent(id ?? '')}`, {
        signal,
        schema: adminEmailDetailSchema,
      }),
    enabled: Boolean(id),
  });
}

export function useEmailConfig() {
  return useQuery({
    queryKey: adminKeys.emailConfig,
    queryFn: ({ signal }) =>
      api.get('/api/admin/email-config', { signal, schema: emailConfigSchema }),
  });
}

/** Sends a test e-mail now; resolves to `{ ok, message }` whether or not the transport delivered it. */
export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: string) =>
      api.post('/api/admin/emails/test', { to }, { schema: testEmailResultSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.emails }),
  });
}
