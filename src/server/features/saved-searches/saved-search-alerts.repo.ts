/**
 * SQL for `saved_search_alerts` (issue #34 item 5, docs/decisions/076): one row per alert sent —
 * unique per search and period — holding the hash of its e-mail's one-click unsubscribe token.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { savedSearchAlerts } from '../../../db/schema';

/**
 * Records an alert. @returns its id, or null when the search already has one for `period` (sent
 * by another run).
 */
export async function insertAlert(
  db: Db,
  values: {
    savedSearchId: string;
    period: string;
    candidateCount: number;
    unsubscribeTokenHash: string;
    sentAt: Date;
  },
): Promise<string | null> {
  const [row] = await db
    .insert(savedSearchAlerts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: savedSearchAlerts.id });
  return row?.id ?? null;
}

/** The search an unsubscribe token's alert belongs to, or undefined. */
export async function findSearchIdByToken(db: Db, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ savedSearchId: savedSearchAlerts.savedSearchId })
    .from(savedSearchAlerts)
    .where(eq(savedSearchAlerts.unsubscribeTokenHash, tokenHash))
    .limit(1);
  return row?.savedSearchId;
}
