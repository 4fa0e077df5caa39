/**
 * The pipeline's part of the company's data export (issue #34 item 2): its lists with their
 * candidates, the team's notes and the stages set by hand.
 */
import type { Db } from '../../../db/client';
import * as notesRepo from './candidate-notes.repo';
import * as entriesRepo from './shortlist-entries.repo';
import * as marksRepo from './pipeline-marks.repo';

/** The company's pipeline as plain data: lists, notes and hand-set stages, times in ISO. */
export async function exportPipeline(db: Db, companyId: string) {
  const [entries, notes, marks] = await Promise.all([
    entriesRepo.exportEntries(db, companyId),
    notesRepo.exportNotes(db, companyId),
    marksRepo.exportMarks(db, companyId),
  ]);
  return {
    shortlists: entries.map((e) => ({ ...e, addedAt: e.addedAt.toISOString() })),
    notes: notes.map((n) => ({
      candidateId: n.candidateId,
      authorName: n.authorName,
      body: n.body,
      createdAt: n.createdAt.toISOString(),
      updatedAt: n.updatedAt.toISOString(),
    })),
    stages: marks.map((m) => ({
      candidateId: m.candidateId,
      stage: m.stage,
      reason: m.reason,
      movedByName: m.movedByName,
      movedAt: m.movedAt.toISOString(),
    })),
  };
}
