/**
 * How a company is recognised when a candidate hides from it (issue #35 part 2 "Who may see me",
 * docs/decisions/081): its id, the keys of its current and former names (`companyNameKey`; former
 * names are kept by a trigger on every rename, `company_name_history`) and its verified domains
 * (docs/decisions/079) — and the company names a candidate picks from when blocking one.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { companies, companyNameHistory } from '../../../db/schema';
import { companyNameKey } from '../../../shared/candidates/company-match';
import { containsPattern } from '../../platform/lib/sql-like';
import { listVerifiedDomains } from './company-domains.repo';

/** What a company is matched by: `nameKeys` never holds ''; `domains` lower case, no "www.". */
export interface CompanyIdentity {
  companyId: string;
  nameKeys: string[];
  domains: string[];
}

/**
 * The identity of `companyId`: its id, the keys of its name and of every name it had, and its
 * verified domains (three indexed reads). An unknown id gives only its id.
 */
export async function companyIdentityOf(db: Db, companyId: string): Promise<CompanyIdentity> {
  const [names, domains] = await Promise.all([
    queryRows<{ name: string }>(
      db,
      sql`select ${companies.companyName} as name from ${companies} where ${companies.id} = ${companyId}
          union all
          select ${companyNameHistory.name} from ${companyNameHistory} where ${companyNameHistory.companyId} = ${companyId}`,
    ),
    listVerifiedDomains(db, companyId),
  ]);
  const nameKeys = new Set(names.map((r) => companyNameKey(r.name)).filter((k) => k !== ''));
  return {
    companyId,
    nameKeys: [...nameKeys],
    domains: [...new Set(domains.map((d) => d.replace(/^www\./, '')))],
  };
}

/**
 * Active companies whose name contains `q` (case-insensitive), by name: what a candidate picks
 * from when blocking a company — id and name only. At most `limit`.
 */
export async function searchCompanyNames(
  db: Db,
  q: string,
  limit = 10,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: companies.id, name: companies.companyName })
    .from(companies)
    .where(
      and(
        eq(companies.status, 'active'),
        sql`lower(${companies.companyName}) like ${containsPattern(q.trim().toLowerCase())}`,
      ),
    )
    .orderBy(asc(sql`lower(${companies.companyName})`), asc(companies.id))
    .limit(limit);
}

/** One company's name and first verified domain, or undefined for no such company. */
export async function companyNameAndDomain(
  db: Db,
  companyId: string,
): Promise<{ name: string; domain: string | null } | undefined> {
  const [row] = await db
    .select({ name: companies.companyName })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) return undefined;
  const [domain] = await listVerifiedDomains(db, companyId);
  return { name: row.name, domain: domain?.replace(/^www\./, '') ?? null };
}
