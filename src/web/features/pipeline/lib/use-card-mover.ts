/**
 * One way to move a card by hand (issue #34 item 3), whether it was dropped on a column or chosen
 * in its "Move to…" menu: Shortlisted and Hired move at once; Not a fit first asks why (the
 * dialog reads `asking`). The server's refusal — the rule's sentence of a 409, e.g. Hired before an
 * accepted intro — shows as a toast, and the card goes back where it was.
 */
import { useState } from 'react';
import {
  pipelineStageLabels,
  type ManualStage,
  type NotAFitReason,
  type PipelineCard,
} from '../../../../shared/pipeline/schemas';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useMoveCard } from '../api/move-pipeline-card';

/**
 * Gives the focus back to `candidateId`'s card once the board shows its move (or its return): its
 * "Move to…" button, else its drag handle, else its name; the view's fallback (the board, the
 * phone's stage filter) when the card left the view. The card's element is new after a move to
 * another column, so the focus would otherwise fall to the page.
 */
function focusCard(candidateId: string) {
  requestAnimationFrame(() => {
    const card = document.querySelector(`[data-pipeline-card="${CSS.escape(candidateId)}"]`);
    const target =
      card?.querySelector<HTMLElement>('[data-move-to], [aria-roledescription], a') ??
      document.querySelector<HTMLElement>('[data-pipeline-focus-fallback]');
    target?.focus();
  });
}

/** The toast's title when the server refuses a move. */
export const moveRefusedTitle = 'Card Not Moved';

export interface CardMover {
  /** Moves `card` to `stage`, or asks for the reason first (Not a fit). */
  move: (card: PipelineCard, stage: ManualStage) => void;
  /** The card whose Not a fit reason is being asked, if any. */
  asking: PipelineCard | null;
  /** Closes the reason dialog without moving. */
  cancel: () => void;
  /** Moves the asked card to Not a fit with `reason`; resolves when the server answered. */
  confirmNotAFit: (reason: NotAFitReason) => Promise<void>;
}

export function useCardMover(): CardMover {
  const mutation = useMoveCard();
  const [asking, setAsking] = useState<PipelineCard | null>(null);

  const send = async (card: PipelineCard, stage: ManualStage, reason?: NotAFitReason) => {
    try {
      await mutation.mutateAsync({ candidateId: card.candidateId, stage, reason });
      toast({ title: `${card.name} moved to ${pipelineStageLabels[stage]}.` });
    } catch (error) {
      toast({
        title: isApiError(error) && error.status === 409 ? moveRefusedTitle : 'Error',
        description:
          isApiError(error) && error.detail
            ? (error.fieldErrors.reason ?? error.detail)
            : unexpectedErrorMessage,
        variant: 'destructive',
      });
    }
    focusCard(card.candidateId);
  };

  return {
    move: (card, stage) => {
      if (stage === 'not_a_fit') setAsking(card);
      else void send(card, stage);
    },
    asking,
    cancel: () => setAsking(null),
    confirmNotAFit: async (reason) => {
      if (!asking) return;
      const card = asking;
      setAsking(null);
      await send(card, 'not_a_fit', reason);
    },
  };
}
