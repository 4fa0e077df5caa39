/**
 * `POST /api/still-open/{token}` — the one-click link of the 30-day e-mail: "I'm still open to
 * intros" (issue #17; docs/decisions/028). No login.
 */
import { useMutation } from '@tanstack/react-query';
import {
  availabilityConfirmationSchema,
  type AvailabilityConfirmation,
} from '../../../../shared/candidates/availability';
import { api } from '../../../lib/api-client';

/**
 * Confirms through the link. Resolves to the candidate's first name and whether a pause ended;
 * rejects with `ApiError` 410 `LINK_EXPIRED` (older than 30 days) or 404 `NOT_FOUND` (unknown or
 * replaced link).
 */
export function confirmStillOpen(token: string): Promise<AvailabilityConfirmation> {
  return api.post(`/api/still-open/${encodeURIComponent(token)}`, undefined, {
    schema: availabilityConfirmationSchema,
  });
}

export function useConfirmStillOpen() {
  return useMutation({ mutationFn: confirmStillOpen });
}
