/**
 * SQL for `company_booking_stats` (docs/decisions/027): per company, its accepted intros and
 * those in which a call was booked.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companyBookingStats } from '../../../db/schema';

/** Adds to a company's counts (the row is created on first use), atomically. */
export async function addToCompany(
  db: Db,
  companyId: string,
  add: { accepted?: number; booked?: number },
): Promise<void> {
  const accepted = add.accepted ?? 0;
  const booked = add.booked ?? 0;
  await db
    .insert(companyBookingStats)
    .values({ companyId, accepted, booked })
    .onConflictDoUpdate({
      target: companyBookingStats.companyId,
      set: {
        accepted: sql`${companyBookingStats.accepted} + ${accepted}`,
        booked: sql`${companyBookingStats.booked} + ${booked}`,
      },
    });
}

/** The counts of these companies (companies without a row have none). */
export async function findForCompanies(db: Db, companyIds: string[]) {
  if (companyIds.length === 0) return [];
  return db
    .select()
    .from(companyBookingStats)
    .where(inArray(companyBookingStats.companyId, companyIds));
}
