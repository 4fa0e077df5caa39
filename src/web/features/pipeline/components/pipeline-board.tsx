import { useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  manualStages,
  type ManualStage,
  type PipelineBoard as Board,
  type PipelineCard,
} from '../../../../shared/pipeline/schemas';
import { boardAnnouncements, boardInstructions } from '../lib/board-announcements';
import { columnKeyboardCoordinates } from '../lib/board-keyboard';
import { PipelineCardView } from './pipeline-card-view';
import { PipelineColumn } from './pipeline-column';

/** The pointer's column when it is over one, else the column the card overlaps most. */
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

const isManual = (id: unknown): id is ManualStage =>
  (manualStages as readonly unknown[]).includes(id);

/**
 * The desktop board (issue #34 item 3): the nine columns side by side, scrolled sideways where
 * they do not fit. Cards are dragged with dnd-kit — by pointer, touch or keyboard, with
 * announcements for screen readers — and dropped only on a column in the card's `moves`; the
 * drop goes to `onMove` (Not a fit asks for the reason there).
 */
export function PipelineBoard({
  board,
  onMove,
}: {
  board: Board;
  onMove: (card: PipelineCard, stage: ManualStage) => void;
}) {
  const [dragged, setDragged] = useState<PipelineCard | null>(null);
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle is no drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  const onDragStart = ({ active }: DragStartEvent) =>
    setDragged((active.data.current?.card as PipelineCard | undefined) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const card = active.data.current?.card as PipelineCard | undefined;
    if (!card || !over || over.id === card.stage || !isManual(over.id)) return;
    if (card.moves.includes(over.id)) onMove(card, over.id);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      // The columns are measured before any drag too, so an arrow key pressed at once after
      // picking a card up finds them (the keyboard's moves read their rects).
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{
        announcements: boardAnnouncements,
        screenReaderInstructions: boardInstructions,
      }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      {/* Positioned, so the columns' visually hidden texts stay inside its scroll area. */}
      <div
        role="region"
        aria-label="Pipeline board"
        tabIndex={0}
        data-pipeline-focus-fallback=""
        className="relative -mx-4 overflow-x-auto px-4 pb-4 focus-visible:outline-2 focus-visible:outline-brand-700 sm:-mx-6 sm:px-6"
      >
        <div className="flex min-w-max items-start gap-3">
          {board.columns.map((column) => (
            <PipelineColumn key={column.stage} column={column} dragged={dragged} onMove={onMove} />
          ))}
        </div>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <PipelineCardView
            copy
            card={dragged}
            className="w-68 rotate-1 shadow-xl ring-2 ring-brand-700/40"
          />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
