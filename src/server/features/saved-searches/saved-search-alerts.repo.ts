/**
 * SQL for `saved_search_alerts` (issue #34 item 5, docs/decisions/076): one row per alert sent —
 * unique per search and period — holding the hash of its e-mail's one-click unsubscribe token.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { savedSearchAlerts } from '../../../db/schema';

/**
 * Records alerts, one statement. @returns the new alert's id by search — a search that already has
 * an alert for its period (sent by another run) is left out.
 */
export async function insertAlerts(
  db: Db,
  values: readonly {
    savedSearchId: string;
    period: string;
    candidateCount: number;
    unsubscribeTokenHash: string;
    sentAt: Date;
  }[],
): Promise<Map<string, string>> {
  if (values.length === 0) return new Map();
  const rows = await db
    .insert(savedSearchAlerts)
    .values([...values])
    .onConflictDoNothing()
    .returning({ id: savedSearchAlerts.id, savedSearchId: savedSearchAlerts.savedSearchId });
  return new Map(rows.map((r) => [r.savedSearchId, r.id]));
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
