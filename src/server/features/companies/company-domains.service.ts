/**
 * Verified domains (issue #35 part 3, docs/decisions/079). An owner or admin adds a domain with an
 * address at it; the server refuses free e-mail domains and domains another company has verified,
 * and e-mails a single-use link (24 hours, only its hash stored) to that address through the
 * outbox. Opening the link — no login needed, like e-mail verification (ADR 065) — verifies the
 * domain and tells the company's owner and admins. A domain is verified by one company at most;
 * the unique index decides a race. Other modules read the result through `verifiedDomainsOf`,
 * `firstVerifiedDomainOf` and `verifiedDomainSql`.
 */
import type { Db } from '../../../db/client';
import {
  DOMAIN_LINK_LIFETIME_MS,
  DOMAINS_PER_COMPANY_MAX,
  addressAtDomain,
  domainTexts,
  normalizeDomain,
  type AddDomainInput,
  type CompanyDomain,
  type CompanyDomainList,
  type VerifiedDomainReply,
} from '../../../shared/companies/domains';
import type { MemberRole } from '../../../shared/companies/team';
import { absoluteUrl, paths } from '../../../shared/paths';
import type { AppContext } from '../../platform/context';
import { notify, templateContext } from '../../platform/email/notify';
import { AppError } from '../../platform/lib/app-error';
import { isUniqueViolation } from '../../platform/lib/db-errors';
import { hashToken, newToken } from '../../platform/lib/tokens';
import { findCompany } from './companies.repo';
import * as repo from './company-domains.repo';
import { isFreeMailDomain } from './free-mail';
import { findMember, listMembers } from './members.repo';

/** Who manages the domains: the signed-in member of the company. */
export interface DomainActor {
  userId: string;
  companyId: string;
  role: MemberRole;
}

const canManage = (actor: DomainActor) => actor.role === 'owner' || actor.role === 'admin';

function assertManager(actor: DomainActor) {
  if (!canManage(actor)) throw new AppError('FORBIDDEN', domainTexts.managersOnly);
}

function toDomain(row: repo.CompanyDomainRow, now: Date): CompanyDomain {
  return {
    id: row.id,
    domain: row.domain,
    status: row.status,
    address: row.address,
    expiresAt: row.expiresAt.toISOString(),
    expired: row.status === 'pending' && row.expiresAt <= now,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
  };
}

const notFound = () => new AppError('NOT_FOUND', domainTexts.notFound);
const taken = () =>
  new AppError('CONFLICT', domainTexts.takenByAnother, { domain: domainTexts.takenByAnother });

/** The company's domains and whether the reader may manage them (any member may read). */
export async function listCompanyDomains(
  ctx: AppContext,
  actor: DomainActor,
): Promise<CompanyDomainList> {
  const now = ctx.now();
  const rows = await repo.listDomains(ctx.db, actor.companyId);
  return { items: rows.map((r) => toDomain(r, now)), canManage: canManage(actor) };
}

/** Draws a link, stores its hash on the row and queues the e-mail to the address at the domain. */
async function sendLink(
  ctx: AppContext,
  tx: Db,
  actor: DomainActor,
  target: { id?: string; domain: string; address: string },
): Promise<repo.CompanyDomainRow> {
  const company = await findCompany(tx, actor.companyId);
  if (!company) throw new AppError('NOT_FOUND', 'Company data not found. Please log in again.');
  const token = newToken();
  const values = {
    address: target.address,
    tokenHash: hashToken(token),
    expiresAt: new Date(ctx.now().getTime() + DOMAIN_LINK_LIFETIME_MS),
    requestedBy: actor.userId,
  };
  const row = target.id
    ? await repo.replaceLink(tx, target.id, values)
    : await repo.insertDomain(tx, { ...values, companyId: actor.companyId, domain: target.domain });
  const member = await findMember(tx, actor.companyId, actor.userId);
  await notify(tx, templateContext(ctx.config), 'domainVerification', {
    email: target.address,
    domain: target.domain,
    companyName: company.companyName,
    requestedByName: member?.fullName ?? company.companyName,
    verifyUrl: absoluteUrl(ctx.config.APP_URL, paths.verifyDomain.getHref(token)),
  });
  return row;
}

/**
 * Adds a domain (or, for one already pending, sends a new link to the address given) and e-mails
 * the link to the address at it.
 * @throws AppError FORBIDDEN (a member, not owner or admin); VALIDATION_FAILED `{ domain }` 'Free
 *   e-mail domains like gmail.com cannot be verified', or `{ domain | address }` for a malformed
 *   one; CONFLICT `{ domain }` 'This domain is verified by another company' or 'This domain is
 *   already verified.'; CONFLICT at `DOMAINS_PER_COMPANY_MAX`.
 */
export async function addCompanyDomain(
  ctx: AppContext,
  actor: DomainActor,
  input: AddDomainInput,
): Promise<CompanyDomain> {
  assertManager(actor);
  const domain = normalizeDomain(input.domain);
  if (!domain)
    throw new AppError('VALIDATION_FAILED', domainTexts.domainInvalid, {
      domain: domainTexts.domainInvalid,
    });
  if (isFreeMailDomain(domain))
    throw new AppError('VALIDATION_FAILED', domainTexts.freeMail, { domain: domainTexts.freeMail });
  const address = addressAtDomain(domain, input.address);
  if ('error' in address)
    throw new AppError('VALIDATION_FAILED', address.error, { address: address.error });
  try {
    return await ctx.db.transaction(async (tx) => {
      const owner = await repo.findVerifiedOwner(tx, domain);
      if (owner && owner !== actor.companyId) throw taken();
      const known = await repo.findCompanyDomain(tx, actor.companyId, domain);
      if (known?.status === 'verified')
        throw new AppError('CONFLICT', domainTexts.alreadyVerified, {
          domain: domainTexts.alreadyVerified,
        });
      if (!known && (await repo.countDomains(tx, actor.companyId)) >= DOMAINS_PER_COMPANY_MAX)
        throw new AppError('CONFLICT', domainTexts.tooMany, { domain: domainTexts.tooMany });
      const row = await sendLink(ctx, tx, actor, {
        id: known?.id,
        domain,
        address: address.address,
      });
      return toDomain(row, ctx.now());
    });
  } catch (error) {
    // The same company adding the same domain twice at once: the second sees it listed.
    if (isUniqueViolation(error, 'company_domains_company_domain_key'))
      throw new AppError('CONFLICT', domainTexts.alreadyListed, {
        domain: domainTexts.alreadyListed,
      });
    throw error;
  }
}

/**
 * Sends a pending domain's link again, to the same address, with a new 24-hour link; the earlier
 * link stops working.
 * @throws AppError FORBIDDEN (not owner or admin); NOT_FOUND (not this company's);
 *   CONFLICT 'This domain is already verified.' or 'This domain is verified by another company'.
 */
export async function resendDomainLink(
  ctx: AppContext,
  actor: DomainActor,
  id: string,
): Promise<CompanyDomain> {
  assertManager(actor);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.findDomain(tx, actor.companyId, id, { lock: true });
    if (!row) throw notFound();
    if (row.status === 'verified') throw new AppError('CONFLICT', domainTexts.alreadyVerified);
    const owner = await repo.findVerifiedOwner(tx, row.domain);
    if (owner && owner !== actor.companyId) throw taken();
    const sent = await sendLink(ctx, tx, actor, row);
    return toDomain(sent, ctx.now());
  });
}

/**
 * Removes a domain, pending or verified: the badge goes when the last verified one does.
 * @throws AppError FORBIDDEN (not owner or admin); NOT_FOUND (not this company's).
 */
export async function removeCompanyDomain(
  ctx: AppContext,
  actor: DomainActor,
  id: string,
): Promise<void> {
  assertManager(actor);
  if (!(await repo.deleteDomain(ctx.db, actor.companyId, id))) throw notFound();
}

/**
 * Verifies a domain with its link's token: no session needed. Tells the company's owner and
 * admins by e-mail, in the same transaction.
 * @throws AppError BAD_REQUEST `{ token }` 'This domain verification link is invalid or has
 *   expired.' for an unknown, used or expired link; CONFLICT `{ domain }` 'This domain is verified
 *   by another company' when another company verified it meanwhile.
 */
export async function verifyDomainLink(
  ctx: AppContext,
  token: string,
): Promise<VerifiedDomainReply> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await repo.useLink(tx, hashToken(token), ctx.now());
      if (!row)
        throw new AppError('BAD_REQUEST', domainTexts.invalidLink, {
          token: domainTexts.invalidLink,
        });
      const company = await findCompany(tx, row.companyId);
      const companyName = company?.companyName ?? row.domain;
      const managers = (await listMembers(tx, row.companyId)).filter((m) => m.role !== 'member');
      if (managers.length > 0)
        await notify(tx, templateContext(ctx.config), 'domainVerified', {
          to: managers.map((m) => m.email),
          domain: row.domain,
          companyName,
        });
      return {
        domain: row.domain,
        companyName,
        message: domainTexts.verified(row.domain, companyName),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'company_domains_verified_domain_key')) throw taken();
    throw error;
  }
}

/**
 * The company's verified domains ("acme.io"), oldest first; empty when it has none. For the
 * matching of blocked companies and current employers (issue #35 part 2) and the verified-only
 * rule.
 */
export function verifiedDomainsOf(db: Db, companyId: string): Promise<string[]> {
  return repo.listVerifiedDomains(db, companyId);
}

/**
 * The domain each company's badge names — its first verified one — for many companies at once;
 * companies without one are not in the map.
 */
export function firstVerifiedDomainOf(
  db: Db,
  companyIds: readonly string[],
): Promise<Map<string, string>> {
  return repo.firstVerifiedDomains(db, companyIds);
}
