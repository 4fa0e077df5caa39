/** `POST /api/contact/demo`: the 'Schedule Your Demo' block (spec 1 §2 "Contact page", §3). */
import { useMutation } from '@tanstack/react-query';
import type { DemoRequestInput } from '../../../../shared/marketing/schemas';
import { api } from '../../../lib/api-client';

/** Records a `demo_request`. Rejects with `ApiError` (400, 429 `RATE_LIMITED`). */
export function requestDemo(input: DemoRequestInput = {}): Promise<{ message: string }> {
  return api.post('/api/contact/demo', input);
}

export function useRequestDemo() {
  return useMutation({ mutationFn: requestDemo });
}
