/**
 * The admin's side of reports (issue #16; docs/decisions/038): `GET /api/admin/conversation-reports`
 * and `GET /api/admin/conversations/{id}` (read-only, only once reported).
 */
import { useQuery } from '@tanstack/react-query';
import {
  reportedConversationSchema,
  reportListSchema,
} from '../../../../shared/conversations/schemas';
import { api } from '../../../lib/api-client';

export function useConversationReports() {
  return useQuery({
    queryKey: ['admin', 'conversation-reports'],
    queryFn: ({ signal }) =>
      api.get('/api/admin/conversation-reports', { signal, schema: reportListSchema }),
  });
}

export function useReportedConversation(id: string) {
  return useQuery({
    queryKey: ['admin', 'conversations', id],
    queryFn: ({ signal }) =>
      api.get(`/api/admin/conversations/${encodeURIComponent(id)}`, {
        signal,
        schema: reportedConversationSchema,
      }),
    retry: false,
  });
}
