import { PipelinePage } from '../../../features/pipeline/components/pipeline-page';

/** /dashboard/pipeline — the company's pipeline board and lists (issue #34 items 1, 3). */
export function PipelineRoute() {
  return <PipelinePage />;
}
