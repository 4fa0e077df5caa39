/**
 * SQL for `shortlists`: a company's named lists of candidates (issue #34 item 1,
 * docs/decisions/074), in the team's order, with how many candidates each holds. Every function
 * takes the company's id, so one company never reads or writes another's lists.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { shortlistEntries, shortlists } from '../../../db/schema';

/** A list with its number of candidates. */
export interface ShortlistRow {
  id: string;
  name: string;
  position: number;
  count: number;
  createdAt: Date;
}

const columns = {
  id: shortlists.id,
  name: shortlists.name,
  position: shortlists.position,
  count: sql<number>`(select count(*)::int from ${shortlistEntries} where ${shortlistEntries.shortlistId} = ${shortlists.id})`,
  createdAt: shortlists.createdAt,
};

/** The company's lists, in the team's order (then oldest first). */
export async function listShortlists(db: Db, companyId: string): Promise<ShortlistRow[]> {
  return db
    .select(columns)
    .from(shortlists)
    .where(eq(shortlists.companyId, companyId))
    .orderBy(asc(shortlists.position), asc(shortlists.createdAt));
}

/** One list of the company, or undefined (another company's list is not found). */
export async function findShortlist(
  db: Db,
  companyId: string,
  id: string,
): Promise<ShortlistRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(shortlists)
    .where(and(eq(shortlists.companyId, companyId), eq(shortlists.id, id)));
  return row;
}

/**
 * Adds a list at the end of the company's order.
 * @returns the new list, or undefined when the company already has one of that name (any case).
 */
export async function insertShortlist(
  db: Db,
  values: { companyId: string; name: string; createdBy: string; at: Date },
): Promise<ShortlistRow | undefined> {
  const [row] = await db
    .insert(shortlists)
    .values({
      companyId: values.companyId,
      name: values.name,
      createdBy: values.createdBy,
      createdAt: values.at,
      updatedAt: values.at,
      position: sql`(select coalesce(max(${shortlists.position}) + 1, 0) from ${shortlists} where ${shortlists.companyId} = ${values.companyId})`,
    })
    .onConflictDoNothing()
    .returning({ id: shortlists.id });
  return row && findShortlist(db, values.companyId, row.id);
}

/**
 * Renames a list. @returns 'renamed', 'missing' (not the company's), or 'taken' (the company has
 * another list of that name).
 */
export async function renameShortlist(
  db: Db,
  companyId: string,
  id: string,
  name: string,
  at: Date,
): Promise<'renamed' | 'missing' | 'taken'> {
  const taken = await db
    .select({ id: shortlists.id })
    .from(shortlists)
    .where(
      and(
        eq(shortlists.companyId, companyId),
        sql`lower(${shortlists.name}) = lower(${name})`,
        sql`${shortlists.id} <> ${id}`,
      ),
    );
  if (taken.length > 0) return 'taken';
  const rows = await db
    .update(shortlists)
    .set({ name, updatedAt: at })
    .where(and(eq(shortlists.companyId, companyId), eq(shortlists.id, id)))
    .returning({ id: shortlists.id });
  return rows.length > 0 ? 'renamed' : 'missing';
}

/** Deletes a list and its entries. @returns whether the company had it. */
export async function deleteShortlist(db: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(shortlists)
    .where(and(eq(shortlists.companyId, companyId), eq(shortlists.id, id)))
    .returning({ id: shortlists.id });
  return rows.length > 0;
}

/**
 * Puts the company's lists in the order of `ids` (position = index); lists not named keep their
 * place after them. Ids of other companies' lists change nothing.
 */
export async function reorderShortlists(
  db: Db,
  companyId: string,
  ids: readonly string[],
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update ${shortlists} as s
    set position = coalesce(o.ord - 1, ${ids.length} + s.position), updated_at = ${at}
    from ${shortlists} as t
    left join jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) with ordinality as o(id, ord)
      on o.id = t.id::text
    where s.id = t.id and s.company_id = ${companyId}`);
}
