/**
 * The `plan_receipts` table: one simulated receipt per paid period
 * (docs/decisions/058-a-plan-you-can-manage.md).
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { planReceipts } from '../../../db/schema';

export type PlanReceiptRow = typeof planReceipts.$inferSelect;

/** Records the receipts of `rows` (a period each). */
export async function insertReceipts(
  db: Db,
  rows: (typeof planReceipts.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(planReceipts).values(rows);
}

/** The company's receipts, newest first. */
export async function listReceipts(db: Db, companyId: string): Promise<PlanReceiptRow[]> {
  return db
    .select()
    .from(planReceipts)
    .where(eq(planReceipts.companyId, companyId))
    .orderBy(desc(planReceipts.issuedAt), desc(planReceipts.periodStart));
}
