/**
 * The company account: signup (spec 1 §5 "Company signup"), profile and account edit (spec 1 §2
 * "Company dashboard", §5 "Account edit"), onboarding preferences (spec 1 §2 "Company onboarding",
 * §3 "Company preferences") and the data export (issue #3, beyond the spec).
 */
import type { Db } from '../../../db/client';
import type {
  CompanyAccountUpdateInput,
  CompanyProfile,
  CompanySignupInput,
  PreferencesInput,
  PreferencesResponse,
} from '../../../shared/companies/schemas';
import type {
  CompanyListPage,
  CompanyListQuery,
  CompanyPage,
} from '../../../shared/companies/company-page';
import { companyMessages } from '../../../shared/companies/schemas';
import type { AppContext } from '../../platform/context';
import { notify, templateContext } from '../../platform/email/notify';
import { AppError } from '../../platform/lib/app-error';
import { isUniqueViolation } from '../../platform/lib/db-errors';
import { isUuid } from '../../platform/lib/ids';
import { hashPassword } from '../../platform/lib/passwords';
import { findAccountById, insertUser } from '../auth';
import { sendVerificationLink, tellOwnerOfSignupAttempt } from '../auth';
import { companySignupTiming } from '../auth';
import { startSession, type SessionClient } from '../auth';
import { announceNavCountsChange } from '../audit';
import { streamTransaction } from '../../platform/stream-events.repo';
import type { CompanyBookingRate } from '../../../shared/responsiveness/schemas';
import { companyBookingRatesFor } from '../responsiveness';
import { firstVerifiedDomains } from './company-domains.repo';
import * as repo from './companies.repo';
import * as members from './members.repo';

/**
 * Creates the company account (plan `free`, onboarding `pending_preferences`), queues the
 * `accountCreationWelcome` e-mail, starts a session and tells the admins' live streams that there
 * is one more new company (issue #16; docs/decisions/044), all or nothing.
 * @throws AppError EMAIL_TAKEN (409) with `{ workEmail: 'This email is already registered.' }`.
 */
export async function signupCompany(
  ctx: AppContext,
  input: CompanySignupInput,
  client?: SessionClient,
) {
  const startedAt = performance.now();
  const passwordHash = await hashPassword(input.password);
  try {
    const session = await streamTransaction(ctx.db, async (tx) => {
      const id = await insertUser(tx, {
        email: input.workEmail,
        passwordHash,
        role: 'company',
        emailVerifiedAt: null,
      });
      await repo.insertCompanyRow(tx, {
        id,
        companyName: input.companyName,
        fullName: input.fullName,
        contactRole: input.role,
        hiringRoles: input.hiringRoles,
      });
      // The founder is the team's owner (issue #33, docs/decisions/073).
      await members.insertMember(tx, {
        companyId: id,
        userId: id,
        role: 'owner',
        fullName: input.fullName,
        jobTitle: input.role,
      });
      await notify(tx, templateContext(ctx.config), 'accountCreationWelcome', {
        companyEmail: input.workEmail,
        companyName: input.companyName,
        companyContactName: input.fullName,
      });
      await sendVerificationLink(ctx, tx, {
        id,
        email: input.workEmail,
        name: input.fullName,
      });
      const account = await findAccountById(tx, id);
      const session = await startSession(tx, account!, { atSignup: true, client });
      await announceNavCountsChange(tx);
      return session;
    });
    companySignupTiming.record(performance.now() - startedAt);
    return session;
  } catch (error) {
    if (isUniqueViolation(error)) {
      await tellOwnerOfSignupAttempt(ctx, input.workEmail);
      // As late as a new signup answers (docs/decisions/065).
      await companySignupTiming.waitFrom(startedAt);
      throw new AppError(
        'EMAIL_TAKEN',
        companyMessages.emailTaken,
        { workEmail: companyMessages.emailTaken },
        'Email already exists',
      );
    }
    throw error;
  }
}

function toProfile(c: repo.CompanyRow): CompanyProfile {
  return {
    id: c.id,
    companyName: c.companyName,
    fullName: c.fullName,
    workEmail: c.email,
    role: c.contactRole,
    hiringRoles: c.hiringRoles,
    timezone: c.timezone,
    website: c.website,
    description: c.description,
    companySize: c.companySize,
    stage: c.stage,
    headquarters: c.headquarters,
    planTier: c.planTier,
    onboardingStatus: c.onboardingStatus,
    introRequestCount: c.introRequestCount,
    createdAt: c.createdAt.toISOString(),
  };
}

/**
 * The company's own profile.
 * @throws AppError NOT_FOUND 'Company data not found. Please try logging in again.' (spec 1 §8)
 */
export async function getCompanyProfile(db: Db, companyId: string): Promise<CompanyProfile> {
  const company = await repo.findCompany(db, companyId);
  if (!company)
    throw new AppError('NOT_FOUND', 'Company data not found. Please try logging in again.');
  return toProfile(company);
}

/** The public profile fields sent (issue #15): '' stores null; a field left out is kept. */
function publicFieldValues(input: CompanyAccountUpdateInput) {
  const keys = ['website', 'description', 'companySize', 'stage', 'headquarters'] as const;
  const values: Partial<Record<(typeof keys)[number], string | null>> = {};
  for (const key of keys) if (input[key] !== undefined) values[key] = input[key] || null;
  return values;
}

/**
 * Saves the account tab: company name, hiring roles (trimmed, empties dropped), timezone, and the
 * public profile fields that were sent (issue #15).
 */
export async function updateCompanyAccount(
  db: Db,
  companyId: string,
  input: CompanyAccountUpdateInput,
) {
  await getCompanyProfile(db, companyId);
  await repo.updateCompany(db, companyId, {
    companyName: input.companyName,
    hiringRoles: input.hiringRoles.map((r) => r.trim()).filter(Boolean),
    timezone: input.timezone,
    ...publicFieldValues(input),
  });
  return getCompanyProfile(db, companyId);
}

function toPreferences(
  row: NonNullable<Awaited<ReturnType<typeof repo.findPreferences>>>,
): PreferencesResponse {
  return {
    hiringMode: row.hiringMode,
    engagementTypes: row.engagementTypes,
    primaryRoles: row.primaryRoles,
    timeZoneOverlap: row.timeZoneOverlap,
    monthlyBudget: [row.monthlyBudgetLow, row.monthlyBudgetHigh],
    submittedAt: row.submittedAt.toISOString(),
  };
}

export async function getPreferences(
  db: Db,
  companyId: string,
): Promise<PreferencesResponse | null> {
  const row = await repo.findPreferences(db, companyId);
  return row ? toPreferences(row) : null;
}

/** Saves preferences and completes onboarding (spec 1 §4 "Company onboarding_status"). */
export async function savePreferences(db: Db, companyId: string, input: PreferencesInput) {
  await getCompanyProfile(db, companyId);
  return db.transaction(async (tx) => {
    await repo.upsertPreferences(tx, {
      companyId,
      hiringMode: input.hiringMode,
      engagementTypes: input.engagementTypes,
      primaryRoles: input.primaryRoles,
      timeZoneOverlap: input.timeZoneOverlap,
      monthlyBudgetLow: input.monthlyBudget[0],
      monthlyBudgetHigh: input.monthlyBudget[1],
    });
    await repo.updateCompany(tx, companyId, { onboardingStatus: 'complete' });
    return toPreferences((await repo.findPreferences(tx, companyId))!);
  });
}

/** Skipping stores null mode and overlap, empty lists and a [0,0] budget (spec 1 §3), and completes onboarding. */
export async function skipPreferences(db: Db, companyId: string) {
  await getCompanyProfile(db, companyId);
  return db.transaction(async (tx) => {
    await repo.upsertPreferences(tx, {
      companyId,
      hiringMode: null,
      engagementTypes: [],
      primaryRoles: [],
      timeZoneOverlap: null,
      monthlyBudgetLow: 0,
      monthlyBudgetHigh: 0,
    });
    await repo.updateCompany(tx, companyId, { onboardingStatus: 'complete' });
    return toPreferences((await repo.findPreferences(tx, companyId))!);
  });
}

function toCompanyPage(
  row: repo.PublicCompanyRow,
  bookingRate: CompanyBookingRate,
  verifiedDomain: string | null,
): CompanyPage {
  return {
    id: row.id,
    companyName: row.companyName,
    website: row.website,
    description: row.description,
    companySize: row.companySize,
    stage: row.stage,
    headquarters: row.headquarters,
    timezone: row.timezone,
    hiringRoles: row.hiringRoles,
    primaryRoles: row.primaryRoles ?? [],
    hiringMode: row.hiringMode,
    engagementTypes: row.engagementTypes ?? [],
    timeZoneOverlap: row.timeZoneOverlap,
    memberSince: row.createdAt.toISOString(),
    bookingRate,
    verifiedDomain,
  };
}

/**
 * Browse Companies (issue #15; spec 1 §2 "/talent … Browse Companies for candidates"): active
 * companies with their public profile and how they hire, searched and paginated by the database,
 * newest first. The monthly budget is never included.
 */
export async function listCompanyPages(db: Db, query: CompanyListQuery): Promise<CompanyListPage> {
  const { rows, total } = await repo.listActiveCompanies(
    db,
    query.q,
    query.limit,
    (query.page - 1) * query.limit,
  );
  const rates = await companyBookingRatesFor(
    db,
    rows.map((r) => r.id),
  );
  const domains = await firstVerifiedDomains(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => toCompanyPage(r, rates.get(r.id) ?? null, domains.get(r.id) ?? null)),
    total,
    page: query.page,
    pageSize: query.limit,
    pageCount: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/** `/companies/{id}` (with or without a trailing slash); the id, or null for any other path. */
const companyPagePath = /^\/companies\/([^/]+)\/?$/;

/**
 * Whether the page at `pathname` is a company page that does not exist for anyone — no active
 * company has that id — as `'not-found'` (answered 404, issue #30); null for an active company's
 * page and for any other path. One indexed read.
 */
export async function companyPageStatus(db: Db, pathname: string): Promise<'not-found' | null> {
  const id = companyPagePath.exec(pathname)?.[1];
  if (id === undefined) return null;
  if (!isUuid(id)) return 'not-found';
  return (await repo.findActiveCompany(db, id)) ? null : 'not-found';
}

/**
 * One active company's public profile (`/companies/{id}`, issue #15) as candidates see it. A
 * company sees only its own (a preview); another company's page does not exist for it.
 * @param viewer the signed-in user asking: a candidate, an admin, or a company.
 * @throws AppError NOT_FOUND 'Company not found.' for a company that is not active, no company, or
 *   another company's page asked for by a company.
 */
export async function getCompanyPage(
  db: Db,
  id: string,
  viewer: { id: string; role: string; companyId: string | null },
): Promise<CompanyPage> {
  const visible = viewer.role !== 'company' || viewer.companyId === id;
  const row = visible && isUuid(id) ? await repo.findActiveCompany(db, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Company not found.', undefined, 'Company Not Found');
  const rates = await companyBookingRatesFor(db, [row.id]);
  const domains = await firstVerifiedDomains(db, [row.id]);
  return toCompanyPage(row, rates.get(row.id) ?? null, domains.get(row.id) ?? null);
}
