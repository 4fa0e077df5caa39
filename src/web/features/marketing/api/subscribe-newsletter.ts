/** `POST /api/newsletter` (spec 1 §2 "Newsletter bar", §5 "Newsletter"). */
import { useMutation } from '@tanstack/react-query';
import type { NewsletterInput } from '../../../../shared/marketing/schemas';
import { api } from '../../../lib/api-client';

/**
 * Subscribes an address (stored unique, case-insensitively); resolves to the success toast's
 * `{ title, description }`. Rejects with `ApiError`: 409 `CONFLICT` (already subscribed),
 * 400 (invalid address), 429 `RATE_LIMITED`.
 */
export function subscribeNewsletter(
  input: NewsletterInput,
): Promise<{ title: string; description: string }> {
  return api.post('/api/newsletter', input);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
