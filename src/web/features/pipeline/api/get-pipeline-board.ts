/**
 * `GET /api/company/pipeline[?stage=]` — the company's pipeline board (issue #34 item 3): every
 * column with its count and first cards, or one column in full (the phone's list view). Keys start
 * with `pipelineBoardQueryKey`, under the prefix the live `pipeline` event invalidates.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PipelineBoard, PipelineStage } from '../../../../shared/pipeline/schemas';
import { api } from '../../../lib/api-client';
import { pipelineBoardQueryKey } from '../../../lib/query-keys';

/** The board's key: `['pipeline', 'board']` for every column, `[..., stage]` for one. */
export const boardQueryKey = (stage?: PipelineStage) =>
  stage ? ([...pipelineBoardQueryKey, stage] as const) : pipelineBoardQueryKey;

/**
 * Fetches the board: every column (each with its first `BOARD_COLUMN_LIMIT` cards and its full
 * `count`), or only `stage`'s column with all its cards. Any member of the company; a candidate
 * gets 403.
 */
export function getPipelineBoard(
  options: { stage?: PipelineStage | undefined; signal?: AbortSignal } = {},
): Promise<PipelineBoard> {
  return api.get('/api/company/pipeline', {
    query: { stage: options.stage },
    signal: options.signal,
    schema: async () => (await import('../../../../shared/pipeline/schemas')).pipelineBoardSchema,
  });
}

export function getPipelineBoardQueryOptions(stage?: PipelineStage) {
  return queryOptions({
    queryKey: boardQueryKey(stage),
    queryFn: ({ signal }) => getPipelineBoard({ stage, signal }),
  });
}

/** The whole board, or one column when `stage` is given; not read while `enabled` is false. */
export function usePipelineBoard(stage?: PipelineStage, enabled = true) {
  return useQuery({ ...getPipelineBoardQueryOptions(stage), enabled });
}
