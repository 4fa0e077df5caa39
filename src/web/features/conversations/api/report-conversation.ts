/** `POST /api/conversations/{id}/report` — report a conversation to the WarmIntro team (issue #16). */
import { useMutation } from '@tanstack/react-query';
import { reportResultSchema } from '../../../../shared/conversations/schemas';
import { api } from '../../../lib/api-client';

export function reportConversation(input: { conversationId: string; reason: string }) {
  return api.post(
    `/api/conversations/${encodeURIComponent(input.conversationId)}/report`,
    { reason: input.reason },
    { schema: reportResultSchema },
  );
}

export function useReportConversation() {
  return useMutation({ mutationFn: reportConversation });
}
