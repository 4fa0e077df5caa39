/**
 * SQL for `plan_usage` (one repository per table, docs/decisions/014): how many intro requests a
 * company's free allowance counted in each UTC month, taken and given back atomically. The rule of
 * when a request counts lives in `intros/free-allowance.ts`; this is only its storage.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';

/**
 * Counts one new intro request against the free allowance of `month` (`YYYY-MM-01`, UTC),
 * atomically: the row is created or incremented only while under `limit`. Returns false when the
 * limit is reached.
 */
export async function takeMonthlyIntroAllowance(
  db: Db,
  companyId: string,
  month: string,
  limit: number,
): Promise<boolean> {
  const rows = await queryRows<{ intro_requests: number }>(
    db,
    takeIntroAllowanceSql(sql`${companyId}::uuid`, sql`${month}::date`, sql`${limit}::int`),
  );
  return rows.length > 0;
}

/**
 * The statement of `takeMonthlyIntroAllowance` (its inputs as SQL; a first request's one statement
 * embeds it, docs/decisions/052): returns a row only when the
 * request was counted; none when `month` is null (nothing to count) or the limit is reached.
 */
export function takeIntroAllowanceSql(companyId: SQL, month: SQL, limit: SQL): SQL {
  return sql`insert into plan_usage (company_id, month, intro_requests)
        select ${companyId}, ${month}, 1 where ${month} is not null and ${limit} > 0
        on conflict (company_id, month) do update
          set intro_requests = plan_usage.intro_requests + 1
          where plan_usage.intro_requests < ${limit}
        returning intro_requests`;
}

/** Gives one request back to the allowance of `month` (an expired request, issue #17). */
export async function returnMonthlyIntroAllowance(
  db: Db,
  companyId: string,
  month: string,
): Promise<void> {
  await db.execute(
    sql`update plan_usage set intro_requests = intro_requests - 1
        where company_id = ${companyId} and month = ${month}::date and intro_requests > 0`,
  );
}
