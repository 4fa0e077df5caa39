/**
 * SQL for `candidate_blocks` (docs/decisions/081): a candidate's blocked companies, and which
 * candidates a company is hidden from — by a block or by their current job
 * (`candidate_work_history`, the row with no end month).
 */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { candidateBlocks, candidateWorkHistory } from '../../../db/schema';
import type { CompanyIdentity } from '../companies';

export type CandidateBlockRow = typeof candidateBlocks.$inferSelect;

/** The candidate's blocks, oldest first. */
export function listBlocks(db: Db, candidateId: string): Promise<CandidateBlockRow[]> {
  return db
    .select()
    .from(candidateBlocks)
    .where(eq(candidateBlocks.candidateId, candidateId))
    .orderBy(asc(candidateBlocks.createdAt), asc(candidateBlocks.id));
}

/** How many companies the candidate blocks. */
export async function countBlocks(db: Db, candidateId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(candidateBlocks)
    .where(eq(candidateBlocks.candidateId, candidateId));
  return Number(row?.n ?? 0);
}

/** Adds a block. @returns false when the same company, name or domain is already blocked. */
export async function insertBlock(
  db: Db,
  values: Omit<typeof candidateBlocks.$inferInsert, 'id' | 'createdAt'>,
): Promise<boolean> {
  const rows = await db
    .insert(candidateBlocks)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: candidateBlocks.id });
  return rows.length > 0;
}

/** Removes one of the candidate's blocks. @returns its label, or null when there is none. */
export async function deleteBlock(
  db: Db,
  candidateId: string,
  blockId: string,
): Promise<string | null> {
  const [row] = await db
    .delete(candidateBlocks)
    .where(and(eq(candidateBlocks.candidateId, candidateId), eq(candidateBlocks.id, blockId)))
    .returning({ label: candidateBlocks.label });
  return row?.label ?? null;
}

/** `values` as `in (…)` over `column`, or `false` when there are none. */
function inList(column: SQL, values: readonly string[]): SQL {
  if (values.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/**
 * THE rule of who is hidden from a company (docs/decisions/081), as a subquery of candidate ids:
 * a block naming the company by id, by one of its name keys (current or former) or by one of its
 * verified domains; or a current job at a company of one of those name keys or domains. Read by
 * the indexes on `candidate_blocks` (company, name key, domain) and the current-job partial
 * indexes of `candidate_work_history`.
 */
export function hiddenCandidateIdsSql(company: CompanyIdentity): SQL {
  const b = candidateBlocks;
  const w = candidateWorkHistory;
  const www = company.domains.map((d) => `www.${d}`);
  return sql`select ${b.candidateId} from ${b}
    where ${b.companyId} = ${company.companyId}
      or ${inList(sql`${b.nameKey}`, company.nameKeys)}
      or ${inList(sql`${b.domain}`, company.domains)}
    union
    select ${w.candidateId} from ${w}
    where ${w.endMonth} is null
      and (${inList(sql`${w.companyNameKey}`, company.nameKeys)}
        or ${inList(sql`${w.companyDomain}`, [...company.domains, ...www])})`;
}

/** The ids of `hiddenCandidateIdsSql`. */
export async function findHiddenCandidateIds(
  db: Db,
  company: CompanyIdentity,
): Promise<Set<string>> {
  const rows = await queryRows<{ candidate_id: string }>(db, hiddenCandidateIdsSql(company));
  return new Set(rows.map((r) => r.candidate_id));
}

/** Whether `candidateId` is among `hiddenCandidateIdsSql` (one indexed read). */
export async function isHidden(
  db: Db,
  candidateId: string,
  company: CompanyIdentity,
): Promise<boolean> {
  const rows = await queryRows<{ hidden: boolean }>(
    db,
    sql`select ${candidateId}::uuid in (${hiddenCandidateIdsSql(company)}) as hidden`,
  );
  return rows[0]?.hidden === true;
}
