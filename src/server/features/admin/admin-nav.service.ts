/**
 * The admin nav's counts (issue #16 "The admin nav shows the count of candidates waiting for
 * review and of new companies"; docs/decisions/040): candidates with status `pending`, and
 * companies created in the last `NEW_COMPANY_DAYS` days at the server's clock.
 */
import { NEW_COMPANY_DAYS, type AdminNavCounts } from '../../../shared/admin/schemas';
import type { AppContext } from '../../context';
import { countWithStatus } from '../candidates/candidates.repo';
import { countCreatedSince } from '../companies/companies.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The two counts the admin nav shows as badges. */
export async function navCounts(ctx: AppContext): Promise<AdminNavCounts> {
  const since = new Date(ctx.now().getTime() - NEW_COMPANY_DAYS * DAY_MS);
  const [pendingCandidates, newCompanies] = await Promise.all([
    countWithStatus(ctx.db, 'pending'),
    countCreatedSince(ctx.db, since),
  ]);
  return { pendingCandidates, newCompanies };
}
