/**
 * `POST /api/intro-requests` — request an intro (or re-request a declined one). Rejects with
 * `ApiError` 402 `LIMIT_REACHED` (free plan, detail says when it resets), 409, 404, 401, 403.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateIntroRequestInput,
  CreatedIntroRequest,
} from '../../../../shared/intro-requests/schemas';
import { api } from '../../../lib/api-client';
import { refreshIntroViews } from './intro-request-keys';

export type { CreatedIntroRequest };

export function createIntroRequest(input: CreateIntroRequestInput): Promise<CreatedIntroRequest> {
  return api.post('/api/intro-requests', input, {
    schema: async () =>
      (await import('../../../../shared/intro-requests/schemas')).createdIntroRequestSchema,
  });
}

export function useCreateIntroRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIntroRequest,
    onSettled: () => refreshIntroViews(queryClient),
  });
}
