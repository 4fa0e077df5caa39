/**
 * `POST /api/company/pipeline/:candidateId/move` — a member moves a card by hand (issue #34 item
 * 3) to Shortlisted, Hired or Not a fit (with a reason), where the lifecycle allows it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ManualStage,
  NotAFitReason,
  PipelineBoard,
  PipelineCard,
} from '../../../../shared/pipeline/schemas';
import { api } from '../../../lib/api-client';
import { pipelineQueryKey } from '../../../lib/query-keys';
import { boardQueryKey } from './get-pipeline-board';

export interface MoveCardInput {
  candidateId: string;
  stage: ManualStage;
  /** Required for Not a fit. */
  reason?: NotAFitReason | undefined;
}

/**
 * Moves the card; resolves to it in its new place. Rejects with `ApiError`: 409 with the rule's
 * sentence in `detail` (e.g. Hired before an accepted intro), 400 `fieldErrors.reason` (Not a fit
 * without a reason), 404 (the candidate is not on the board).
 */
export function moveCard({ candidateId, stage, reason }: MoveCardInput): Promise<PipelineCard> {
  return api.post(
    `/api/company/pipeline/${encodeURIComponent(candidateId)}/move`,
    { stage, reason },
    {
      schema: async () => (await import('../../../../shared/pipeline/schemas')).pipelineCardSchema,
    },
  );
}

/**
 * The board with the card taken out of its column and put at the top of `stage`'s (counts
 * follow); the board unchanged when the card is not on it.
 */
export function withCardMoved(
  board: PipelineBoard | undefined,
  candidateId: string,
  stage: ManualStage,
  reason: string | null,
): PipelineBoard | undefined {
  if (!board) return board;
  const card = board.columns
    .flatMap((column) => column.cards)
    .find((c) => c.candidateId === candidateId);
  if (!card) return board;
  const moved: PipelineCard = {
    ...card,
    stage,
    reason,
    since: new Date().toISOString(),
    // Unknown until the server answers; nothing is offered meanwhile.
    moves: [],
  };
  return {
    columns: board.columns.map((column) => {
      if (column.stage === card.stage)
        return {
          ...column,
          count: column.count - 1,
          cards: column.cards.filter((c) => c.candidateId !== candidateId),
        };
      if (column.stage === stage)
        return { ...column, count: column.count + 1, cards: [moved, ...column.cards] };
      return column;
    }),
  };
}

/**
 * The move as a mutation. The full board shows the card in its new column at once; a refusal
 * puts the board back as it was. Either way every pipeline query (board, lists, funnel, the
 * candidate's own place) is read again.
 */
export function useMoveCard() {
  const queryClient = useQueryClient();
  const key = boardQueryKey();
  return useMutation({
    mutationFn: moveCard,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData<PipelineBoard>(key);
      queryClient.setQueryData<PipelineBoard>(key, (board) =>
        withCardMoved(board, input.candidateId, input.stage, input.reason ?? null),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineQueryKey }),
  });
}
