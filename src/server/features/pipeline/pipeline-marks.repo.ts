/**
 * SQL for `pipeline_marks`: the stage a company's team set by hand for a candidate (issue #34
 * item 3, docs/decisions/074); `domain/pipeline-stage.ts` says when it holds.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pipelineMarks } from '../../../db/schema';
import type { ManualStage } from '../../../shared/pipeline/schemas';

export type MarkRow = typeof pipelineMarks.$inferSelect;

/** Sets (or replaces) the company's hand-set stage for the candidate. */
export async function upsertMark(
  db: Db,
  values: {
    companyId: string;
    candidateId: string;
    stage: ManualStage;
    reason: string | null;
    movedBy: string;
    movedByName: string;
    at: Date;
  },
): Promise<void> {
  const set = {
    stage: values.stage,
    reason: values.reason,
    movedBy: values.movedBy,
    movedByName: values.movedByName,
    movedAt: values.at,
  };
  await db
    .insert(pipelineMarks)
    .values({ companyId: values.companyId, candidateId: values.candidateId, ...set })
    .onConflictDoUpdate({ target: [pipelineMarks.companyId, pipelineMarks.candidateId], set });
}

/** The company's hand-set stage for the candidate, or undefined. */
export async function findMark(
  db: Db,
  companyId: string,
  candidateId: string,
): Promise<MarkRow | undefined> {
  const [row] = await db
    .select()
    .from(pipelineMarks)
    .where(and(eq(pipelineMarks.companyId, companyId), eq(pipelineMarks.candidateId, candidateId)));
  return row;
}

/** Every hand-set stage of the company, for its data export. */
export async function exportMarks(db: Db, companyId: string): Promise<MarkRow[]> {
  return db.select().from(pipelineMarks).where(eq(pipelineMarks.companyId, companyId));
}
