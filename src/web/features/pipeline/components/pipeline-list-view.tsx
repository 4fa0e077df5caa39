import { useId } from 'react';
import {
  pipelineStages,
  type ManualStage,
  type PipelineBoard,
  type PipelineCard,
  type PipelineStage,
} from '../../../../shared/pipeline/schemas';
import { InlineLoadFailed } from '../../../components/inline-load-failed';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePipelineBoard } from '../api/get-pipeline-board';
import { MoveToMenu } from './move-to-menu';
import { PipelineCardView } from './pipeline-card-view';

/**
 * The board on a phone (issue #34 item 3): one stage at a time, chosen in a select that shows
 * every column's count, its cards read in full (`?stage=`), each moved with its "Move to…" menu.
 */
export function PipelineListView({
  board,
  stage,
  onStageChange,
  onMove,
}: {
  /** The whole board: the select's counts. */
  board: PipelineBoard;
  stage: PipelineStage;
  onStageChange: (stage: PipelineStage) => void;
  onMove: (card: PipelineCard, stage: ManualStage) => void;
}) {
  const id = useId();
  const column = usePipelineBoard(stage);
  const label = board.columns.find((c) => c.stage === stage)?.label ?? stage;
  const cards = column.data?.columns[0]?.cards;
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-stage`}>Stage</Label>
        <NativeSelect
          id={`${id}-stage`}
          data-pipeline-focus-fallback=""
          value={stage}
          onChange={(event) => {
            const next = pipelineStages.find((s) => s === event.target.value);
            if (next) onStageChange(next);
          }}
        >
          {board.columns.map((c) => (
            <option key={c.stage} value={c.stage}>
              {c.label} ({c.count})
            </option>
          ))}
        </NativeSelect>
      </div>
      <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
        {label}
      </h2>
      {column.isPending ? (
        <div aria-busy="true" className="grid gap-2">
          <span className="sr-only">Loading {label}</span>
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : column.isError ? (
        <InlineLoadFailed
          message={`The ${label} column could not be loaded.`}
          onRetry={() => void column.refetch()}
        />
      ) : cards && cards.length > 0 ? (
        <ul aria-labelledby={`${id}-heading`} className="grid gap-2">
          {cards.map((card) => (
            <li key={card.candidateId}>
              <PipelineCardView card={card} actions={<MoveToMenu card={card} onMove={onMove} />} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 px-3 py-8 text-center text-sm text-slate-600">
          No candidates in {label}.
        </p>
      )}
    </section>
  );
}
