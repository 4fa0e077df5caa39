/** `POST /api/contact` (spec 1 §2 "Contact page", §3 "Contact submission", §5 "Contact form"). */
import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '../../../../shared/marketing/schemas';
import { api } from '../../../lib/api-client';

/**
 * Stores a contact message and queues the team e-mail; resolves to the server's `{ message }`.
 * Rejects with `ApiError`: 400 with `fieldErrors` (the spec's messages), 429 `RATE_LIMITED`.
 */
export function sendContactMessage(input: ContactInput): Promise<{ message: string }> {
  return api.post('/api/contact', input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
