/**
 * Company oversight (spec 2 §2 "/admin/companies", §4 "Company status", §5 "Admin"): filtered list,
 * view, audited edits of profile, status (`active, paused, blacklisted, pending`), plan and notes.
 */
import type { Db } from '../../../db/client';
import type {
  AdminCompanyDetail,
  AdminCompanyRow,
  AdminCompanyUpdateInput,
} from '../../../shared/admin/schemas';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/lib/app-error';
import { isUuid } from '../../platform/lib/ids';
import * as repo from '../companies';
import type { CompanyFilters, CompanyRow } from '../companies';
import { endAllSessions } from '../auth';
import { insertEditLog } from '../audit';
import { diffFields } from '../audit';

export type { CompanyFilters };

function toRow(c: CompanyRow): AdminCompanyRow {
  return {
    id: c.id,
    companyName: c.companyName,
    email: c.email,
    planTier: c.planTier,
    status: c.status,
    contactRole: c.contactRole,
    hiringRoles: c.hiringRoles,
    createdAt: c.createdAt.toISOString(),
  };
}

/** Companies matching the filters, newest first, with the total. */
export async function listCompanies(db: Db, f: CompanyFilters) {
  const { rows, total } = await repo.listCompanies(db, f);
  return { items: rows.map(toRow), total, page: f.page, pageSize: f.limit };
}

async function findRow(db: Db, id: string): Promise<CompanyRow> {
  const row = isUuid(id) ? await repo.findCompany(db, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Company not found.');
  return row;
}

/**
 * One company with every field, internal notes included (spec 2 §2 View dialog).
 * @throws AppError NOT_FOUND 'Company not found.'
 */
export async function getCompany(db: Db, id: string): Promise<AdminCompanyDetail> {
  const c = await findRow(db, id);
  return {
    ...toRow(c),
    fullName: c.fullName,
    hiringNeeds: c.hiringNeeds,
    website: c.website,
    timezone: c.timezone,
    notes: c.notes,
    introRequestCount: c.introRequestCount,
    onboardingStatus: c.onboardingStatus,
  };
}

/**
 * Saves an admin edit of a company with its per-field log; `{ changed: false }` when nothing
 * differs. Blacklisting ends every session of the company (docs/decisions/069).
 */
export async function updateCompany(
  ctx: AppContext,
  adminId: string,
  id: string,
  input: AdminCompanyUpdateInput,
) {
  return ctx.db.transaction(async (tx) => {
    const current = await findRow(tx, id);
    const changes = diffFields(current as unknown as Record<string, unknown>, input);
    if (Object.keys(changes).length === 0) return { changed: false, changes };
    await repo.updateCompany(tx, id, input);
    await insertEditLog(tx, {
      adminId,
      editedUserId: id,
      userType: 'company',
      userName: current.companyName,
      changes,
    });
    // Blacklisting signs the company out everywhere (docs/decisions/069).
    if (changes.status?.new === 'blacklisted') await endAllSessions(tx, id);
    return { changed: true, changes };
  });
}
