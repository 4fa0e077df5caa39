import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, SquareKanban, ListChecks, Search } from 'lucide-react';
import { pipelineStages, type PipelineStage } from '../../../../shared/pipeline/schemas';
import { paths } from '../../../config/paths';
import { DocumentTitle } from '../../../components/document-title';
import { LoadFailed } from '../../../components/load-failed';
import { LoadingState } from '../../../components/loading-state';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { isApiError } from '../../../lib/api-client';
import { useMediaQuery } from '../../../lib/use-media-query';
import { usePipelineBoard } from '../api/get-pipeline-board';
import { useCardMover } from '../lib/use-card-mover';
import { NotAFitDialog } from './not-a-fit-dialog';
import { PipelineBoard } from './pipeline-board';
import { PipelineListView } from './pipeline-list-view';
import { ShortlistsPanel } from './shortlists-panel';

/** Below Tailwind's `sm` (40rem, 640 px): the board becomes a list with a stage filter. */
export const PHONE_SCREEN = '(max-width: 39.99rem)';

const title = 'Pipeline | WarmIntro';

const views = ['board', 'lists'] as const;
type View = (typeof views)[number];

/** The title band, as the team page's: back to the dashboard, "Pipeline", what it is. */
function PipelineHeader() {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        <Link
          to={paths.dashboard.getHref()}
          className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Dashboard
        </Link>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          Pipeline
        </h1>
        <p className="mt-2 max-w-2xl text-base text-slate-600 sm:text-lg">
          Where every candidate your team is considering stands. Intro answers, calls and trials
          move cards by themselves; you can shortlist, mark hired or not a fit.
        </p>
      </div>
    </section>
  );
}

/** No card yet: how candidates get onto the board. */
function EmptyBoard() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <SquareKanban className="size-10 text-brand-700" aria-hidden="true" />
      <h2 className="text-xl font-bold text-slate-900">Your pipeline is empty</h2>
      <p className="text-slate-600">
        Shortlist candidates from the talent feed with “Save to list”, or request an intro: they
        appear here, and move along as they answer, book a call and start a trial.
      </p>
      <Button asChild>
        <Link to={paths.talent.getHref()}>
          <Search aria-hidden="true" />
          Browse Talent
        </Link>
      </Button>
    </div>
  );
}

/**
 * /dashboard/pipeline — the company's pipeline (issue #34 items 1 and 3), for every member: the
 * board (drag and drop, or each card's "Move to…" menu; on a phone, or after a full column's
 * "Show all", one stage at a time with a stage filter, `?stage=`) and the team's lists (`?view=lists`). The board follows the live
 * stream: a teammate's or the candidate's change shows without a reload.
 */
export function PipelinePage() {
  const [params, setParams] = useSearchParams();
  const view: View = views.find((v) => v === params.get('view')) ?? 'board';
  const phone = useMediaQuery(PHONE_SCREEN);
  const board = usePipelineBoard();
  const mover = useCardMover();

  const setParam = (name: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const chosenStage = pipelineStages.find((s) => s === params.get('stage'));
  const stage: PipelineStage =
    chosenStage ?? board.data?.columns.find((c) => c.count > 0)?.stage ?? 'shortlisted';
  const empty = board.data?.columns.every((c) => c.count === 0) ?? false;

  let boardContent;
  if (board.isPending) boardContent = <LoadingState message="Loading your pipeline…" />;
  else if (board.isError) {
    const refusal =
      isApiError(board.error) && board.error.status === 403 ? board.error.detail : undefined;
    boardContent = (
      <LoadFailed
        message={refusal ?? 'Your pipeline could not be loaded.'}
        onRetry={() => void board.refetch()}
      />
    );
  } else if (empty) boardContent = <EmptyBoard />;
  else if (phone || chosenStage)
    // A phone always; a wider screen when a column's "Show all" chose one stage.
    boardContent = (
      <div className="grid gap-4">
        {phone ? null : (
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => setParam('stage', null)}
          >
            <SquareKanban aria-hidden="true" />
            Back to the Board
          </Button>
        )}
        <PipelineListView
          board={board.data}
          stage={stage}
          onStageChange={(next) => setParam('stage', next)}
          onMove={mover.move}
        />
      </div>
    );
  else boardContent = <PipelineBoard board={board.data} onMove={mover.move} />;

  return (
    <div className="min-h-full bg-slate-50">
      <DocumentTitle>{title}</DocumentTitle>
      <PipelineHeader />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <Tabs
          value={view}
          onValueChange={(next) => setParam('view', next === 'board' ? null : next)}
        >
          <TabsList aria-label="Pipeline">
            <TabsTrigger value="board">
              <SquareKanban aria-hidden="true" />
              Board
            </TabsTrigger>
            <TabsTrigger value="lists">
              <ListChecks aria-hidden="true" />
              Lists
            </TabsTrigger>
          </TabsList>
          <TabsContent value="board" className="mt-6">
            {boardContent}
          </TabsContent>
          <TabsContent value="lists" className="mt-6">
            <ShortlistsPanel />
          </TabsContent>
        </Tabs>
      </div>
      <NotAFitDialog card={mover.asking} onCancel={mover.cancel} onConfirm={mover.confirmNotAFit} />
    </div>
  );
}
