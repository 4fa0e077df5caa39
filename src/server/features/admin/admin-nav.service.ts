/**
 * The admin nav's counts (issue #16 "The admin nav shows the count of candidates waiting for
 * review and of new companies"; docs/decisions/040): candidates with status `pending`, and
 * companies created in the last `NEW_COMPANY_DAYS` days at the server's clock. The steps that may
 * change them announce it through the audit module (`announceNavCountsChange`).
 */
import type { AdminNavCounts } from '../../../shared/admin/schemas';
import type { AppContext } from '../../platform/context';
import { newCompaniesSince } from '../audit';
import { countWithStatus } from '../candidates';
import { countCreatedSince } from '../companies';

/** The two counts the admin nav shows as badges. */
export async function navCounts(ctx: AppContext): Promise<AdminNavCounts> {
  const since = newCompaniesSince(ctx.now());
  const [pendingCandidates, newCompanies] = await Promise.all([
    countWithStatus(ctx.db, 'pending'),
    countCreatedSince(ctx.db, since),
  ]);
  return { pendingCandidates, newCompanies };
}
