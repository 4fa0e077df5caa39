import { Link } from 'react-router';
import { useDroppable } from '@dnd-kit/core';
import type { ManualStage, PipelineCard, PipelineBoard } from '../../../../shared/pipeline/schemas';
import { cn } from '../../../lib/cn';
import { DraggablePipelineCard } from './draggable-pipeline-card';

type Column = PipelineBoard['columns'][number];

/**
 * One column of the desktop board (issue #34 item 3): its label and count, its cards (the first
 * `BOARD_COLUMN_LIMIT`; "Show all" lists the stage in full, `?stage=`).
 * While a card is dragged the column is a drop target only if the card's `moves` include it; the
 * others fade and take nothing.
 */
export function PipelineColumn({
  column,
  dragged,
  onMove,
}: {
  column: Column;
  /** The card being dragged now, if any. */
  dragged: PipelineCard | null;
  onMove: (card: PipelineCard, stage: ManualStage) => void;
}) {
  const allowed =
    dragged !== null &&
    dragged.stage !== column.stage &&
    (dragged.moves as readonly string[]).includes(column.stage);
  const { setNodeRef, isOver } = useDroppable({
    id: column.stage,
    disabled: !allowed,
    data: { label: column.label },
  });
  const cards = column.count === 1 ? '1 card' : `${column.count} cards`;
  const hidden = column.count - column.cards.length;
  return (
    <section
      ref={setNodeRef}
      aria-label={`${column.label}, ${cards}`}
      data-drop-target={allowed ? 'true' : undefined}
      className={cn(
        'flex w-72 shrink-0 flex-col rounded-2xl border border-slate-200 bg-slate-100/70 transition-[opacity,background-color,border-color]',
        dragged && !allowed && dragged.stage !== column.stage && 'opacity-45',
        allowed && 'border-dashed border-brand-500 bg-brand-50/60',
        isOver && 'border-solid border-brand-700 bg-brand-100/70 ring-2 ring-brand-700/30',
      )}
    >
      <h2 className="flex items-center justify-between gap-2 px-3 pt-3 pb-2 text-sm font-bold text-slate-900">
        <span>{column.label}</span>
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums shadow-sm">
          <span className="sr-only">, </span>
          {column.count}
          <span className="sr-only">{column.count === 1 ? ' card' : ' cards'}</span>
        </span>
      </h2>
      {column.cards.length > 0 ? (
        <ul aria-label={column.label} className="grid gap-2 px-2 pb-2">
          {column.cards.map((card) => (
            <li key={card.candidateId}>
              <DraggablePipelineCard card={card} onMove={onMove} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mx-2 mb-2 rounded-xl border border-dashed border-slate-300 px-3 py-6 text-center text-xs text-slate-600">
          {allowed ? 'Drop here' : 'No candidates'}
        </p>
      )}
      {hidden > 0 ? (
        <p className="px-3 pb-3 text-xs text-slate-600">
          Showing {column.cards.length} of {column.count}.{' '}
          <Link
            to={`?stage=${column.stage}`}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            Show all<span className="sr-only"> {column.label}</span>
          </Link>
        </p>
      ) : null}
    </section>
  );
}
