/**
 * The stream event that tells a company's members their pipeline changed (issue #34 item 3): a
 * card moved, a list or a note changed. Every member hears it, whoever acted, so each open board
 * reads itself again.
 */
import type { Db } from '../../../db/client';
import { appendTeamEvents } from '../companies';

/**
 * Appends a `pipeline` event about `candidateId` (null: the lists) for each active member of the
 * company, in `tx` (inside a `streamTransaction`, it is announced after the commit).
 */
export async function appendPipelineEvents(
  tx: Db,
  companyId: string,
  candidateId: string | null,
): Promise<void> {
  await appendTeamEvents(tx, companyId, 'pipeline', { candidateId });
}
