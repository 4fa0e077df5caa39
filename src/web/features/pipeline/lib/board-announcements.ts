/**
 * What a screen reader hears while a card is dragged on the board (issue #34 item 3, dnd-kit's
 * live region): which card, the columns it may go to, where it is over, where it was dropped.
 */
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import {
  pipelineStageLabels,
  type PipelineCard,
  type PipelineStage,
} from '../../../../shared/pipeline/schemas';

/** Read when a card's drag handle takes the focus. */
export const boardInstructions: ScreenReaderInstructions = {
  draggable:
    'To move this card, press Space or Enter. The arrow keys take it to the columns it may go to. ' +
    'Press Space or Enter again to drop it there, or Escape to leave it where it was.',
};

const cardOf = (data: Record<string, unknown> | undefined) =>
  data?.card as PipelineCard | undefined;
const labelOf = (id: string | number) =>
  pipelineStageLabels[String(id) as PipelineStage] ?? String(id);

/** The names of the columns `card` may be dropped on: 'Hired or Not a fit'. */
function targets(card: PipelineCard): string {
  const labels = card.moves.map((stage) => pipelineStageLabels[stage]);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

/** The board's announcements; `card` is the draggable's `data.card`. */
export const boardAnnouncements: Announcements = {
  onDragStart({ active }) {
    const card = cardOf(active.data.current);
    if (!card) return undefined;
    return `Picked up ${card.name} from ${pipelineStageLabels[card.stage]}. It may go to ${targets(card)}.`;
  },
  onDragOver({ active, over }) {
    const card = cardOf(active.data.current);
    if (!card) return undefined;
    return over
      ? `${card.name} is over ${labelOf(over.id)}.`
      : `${card.name} is over no column it may go to.`;
  },
  onDragEnd({ active, over }) {
    const card = cardOf(active.data.current);
    if (!card) return undefined;
    return over
      ? `${card.name} was dropped on ${labelOf(over.id)}.`
      : `${card.name} was dropped outside the columns; it stays in ${pipelineStageLabels[card.stage]}.`;
  },
  onDragCancel({ active }) {
    const card = cardOf(active.data.current);
    if (!card) return undefined;
    return `Moving ${card.name} was cancelled; it stays in ${pipelineStageLabels[card.stage]}.`;
  },
};
