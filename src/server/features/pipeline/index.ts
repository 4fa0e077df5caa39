/**
 * The pipeline module (issue #34 items 1–3 and 6, docs/decisions/074): a company's shortlists,
 * its team's private notes on candidates, the pipeline board with its stages (decided by
 * `domain/pipeline-stage.ts`) and the funnel. Its public door (docs/decisions/072-server-modules.md):
 * nothing outside the module imports its other files.
 */
export { exportPipeline } from './pipeline-export.service';
export { pipelineRoutes } from './pipeline.routes';
