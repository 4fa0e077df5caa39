/**
 * SQL for `company_domains` (issue #35 part 3, docs/decisions/079): a company's domains, pending or
 * verified, and the single-use links that prove them. Every function takes a database handle or a
 * transaction first.
 */
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { companyDomains } from '../../../db/schema';

export type CompanyDomainRow = typeof companyDomains.$inferSelect;

/** The company's domains, verified first, then by domain. */
export async function listDomains(db: Db, companyId: string): Promise<CompanyDomainRow[]> {
  return db
    .select()
    .from(companyDomains)
    .where(eq(companyDomains.companyId, companyId))
    .orderBy(sql`${companyDomains.status} = 'verified' desc`, asc(companyDomains.domain));
}

/** One of the company's domains by id, or undefined; `lock` takes its row lock. */
export async function findDomain(
  db: Db,
  companyId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<CompanyDomainRow | undefined> {
  const query = db
    .select()
    .from(companyDomains)
    .where(and(eq(companyDomains.companyId, companyId), eq(companyDomains.id, id)))
    .limit(1);
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/** The company's row for `domain`, or undefined. */
export async function findCompanyDomain(
  db: Db,
  companyId: string,
  domain: string,
): Promise<CompanyDomainRow | undefined> {
  const [row] = await db
    .select()
    .from(companyDomains)
    .where(and(eq(companyDomains.companyId, companyId), eq(companyDomains.domain, domain)))
    .limit(1);
  return row;
}

/** The company that has verified `domain`, or undefined. */
export async function findVerifiedOwner(db: Db, domain: string): Promise<string | undefined> {
  const [row] = await db
    .select({ companyId: companyDomains.companyId })
    .from(companyDomains)
    .where(and(eq(companyDomains.domain, domain), eq(companyDomains.status, 'verified')))
    .limit(1);
  return row?.companyId;
}

/** How many domains the company lists. */
export async function countDomains(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companyDomains)
    .where(eq(companyDomains.companyId, companyId));
  return row?.n ?? 0;
}

/** Adds a pending domain with its first link. */
export async function insertDomain(
  db: Db,
  values: {
    companyId: string;
    domain: string;
    address: string;
    tokenHash: string;
    expiresAt: Date;
    requestedBy: string;
  },
): Promise<CompanyDomainRow> {
  const [row] = await db.insert(companyDomains).values(values).returning();
  return row!;
}

/** A new link for a pending domain: the earlier one stops working. */
export async function replaceLink(
  db: Db,
  id: string,
  values: { address: string; tokenHash: string; expiresAt: Date; requestedBy: string },
): Promise<CompanyDomainRow> {
  const [row] = await db
    .update(companyDomains)
    .set(values)
    .where(eq(companyDomains.id, id))
    .returning();
  return row!;
}

/**
 * Marks the pending domain whose unexpired link has this hash verified, in one statement (a link
 * works once even under concurrent requests). A unique violation means another company verified
 * the domain first.
 * @returns the verified row, or undefined for an unknown, used or expired link.
 */
export async function useLink(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<CompanyDomainRow | undefined> {
  const [row] = await db
    .update(companyDomains)
    .set({
      status: 'verified',
      tokenHash: null,
      verifiedAt: now,
      verifiedBy: sql`${companyDomains.requestedBy}`,
    })
    .where(
      and(
        eq(companyDomains.tokenHash, tokenHash),
        eq(companyDomains.status, 'pending'),
        gt(companyDomains.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Removes one of the company's domains. @returns whether there was one. */
export async function deleteDomain(db: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(companyDomains)
    .where(and(eq(companyDomains.companyId, companyId), eq(companyDomains.id, id)))
    .returning({ id: companyDomains.id });
  return rows.length > 0;
}

/** The company's verified domains, in the order they were verified. */
export async function listVerifiedDomains(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ domain: companyDomains.domain })
    .from(companyDomains)
    .where(and(eq(companyDomains.companyId, companyId), eq(companyDomains.status, 'verified')))
    .orderBy(asc(companyDomains.verifiedAt), asc(companyDomains.domain));
  return rows.map((r) => r.domain);
}

/** The first verified domain of each of `companyIds` (companies without one are left out). */
export async function firstVerifiedDomains(
  db: Db,
  companyIds: readonly string[],
): Promise<Map<string, string>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([companyDomains.companyId], {
      companyId: companyDomains.companyId,
      domain: companyDomains.domain,
    })
    .from(companyDomains)
    .where(
      and(
        inArray(companyDomains.companyId, [...companyIds]),
        eq(companyDomains.status, 'verified'),
      ),
    )
    .orderBy(companyDomains.companyId, asc(companyDomains.verifiedAt), asc(companyDomains.domain));
  return new Map(rows.map((r) => [r.companyId, r.domain]));
}

/**
 * SQL for the first verified domain of the company in `companyId` (a column or expression), null
 * when it has none: a scalar subquery another module's statement can select (the intro e-mail).
 */
export function verifiedDomainSql(companyId: AnyPgColumn | SQL): SQL<string | null> {
  return sql<string | null>`(select cd.domain from company_domains cd
    where cd.company_id = ${companyId} and cd.status = 'verified'
    order by cd.verified_at, cd.domain limit 1)`;
}
