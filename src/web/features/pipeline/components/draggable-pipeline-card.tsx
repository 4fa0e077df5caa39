import { useDraggable } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import type { ManualStage, PipelineCard } from '../../../../shared/pipeline/schemas';
import { cn } from '../../../lib/cn';
import { MoveToMenu } from './move-to-menu';
import { PipelineCardView } from './pipeline-card-view';

/**
 * A card on the desktop board (issue #34 item 3): dragged by its handle (mouse, touch, or the
 * keyboard: focus the handle, Space, arrow keys, Space), or moved with its "Move to…" menu. A card
 * with no move allowed by hand has no handle. While dragged, its place stays faded and a copy
 * follows the pointer (the board's overlay).
 */
export function DraggablePipelineCard({
  card,
  onMove,
}: {
  card: PipelineCard;
  onMove: (card: PipelineCard, stage: ManualStage) => void;
}) {
  const movable = card.moves.length > 0;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: card.candidateId,
    data: { card },
    disabled: !movable,
  });
  return (
    <div ref={setNodeRef} className={cn(isDragging && 'opacity-40')}>
      <PipelineCardView
        card={card}
        handle={
          movable ? (
            <button
              ref={setActivatorNodeRef}
              type="button"
              {...attributes}
              {...listeners}
              aria-label={`Drag ${card.name}`}
              className="-ml-1 flex h-9 w-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-700 active:cursor-grabbing"
            >
              <GripVertical className="size-4" aria-hidden="true" />
            </button>
          ) : null
        }
        actions={<MoveToMenu card={card} onMove={onMove} />}
      />
    </div>
  );
}
