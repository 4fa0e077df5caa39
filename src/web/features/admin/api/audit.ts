/** `GET /api/admin/edit-log` — the admin edit log, newest first (spec 2 §3 "Admin edit log"). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { editLogEntrySchema, editLogPageSchema } from '../../../../shared/admin/schemas';
import { api } from '../../../lib/api-client';
import { adminKeys, compactQuery } from './admin-keys';

export type EditLogEntry = z.infer<typeof editLogEntrySchema>;

export function useEditLog(options: { search: string; page: number; limit: number }) {
  return useQuery({
    queryKey: [...adminKeys.editLog, options],
    queryFn: ({ signal }) =>
      api.get('/api/admin/edit-log', {
        query: compactQuery({ ...options }),
        signal,
        schema: editLogPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}
