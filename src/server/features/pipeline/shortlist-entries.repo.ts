/**
 * SQL for `shortlist_entries`: the candidates on a company's lists, with who added them and when
 * (issue #34 item 1, docs/decisions/074). Callers check first that the list is the company's.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { candidates, shortlistEntries, shortlists } from '../../../db/schema';

/** A candidate on a list, with what the list page shows of them. */
export interface ShortlistEntryRow {
  candidateId: string;
  firstName: string;
  lastName: string;
  role: string;
  location: string;
  addedByName: string;
  addedAt: Date;
}

/** The candidates on a list, the latest added first. */
export async function listEntries(db: Db, shortlistId: string): Promise<ShortlistEntryRow[]> {
  return db
    .select({
      candidateId: shortlistEntries.candidateId,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      role: candidates.role,
      location: candidates.location,
      addedByName: shortlistEntries.addedByName,
      addedAt: shortlistEntries.addedAt,
    })
    .from(shortlistEntries)
    .innerJoin(candidates, eq(candidates.id, shortlistEntries.candidateId))
    .where(eq(shortlistEntries.shortlistId, shortlistId))
    .orderBy(desc(shortlistEntries.addedAt), asc(candidates.lastName));
}

/** Puts a candidate on a list; a second time changes nothing. @returns whether it was added now. */
export async function insertEntry(
  db: Db,
  values: {
    shortlistId: string;
    candidateId: string;
    addedBy: string;
    addedByName: string;
    at: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(shortlistEntries)
    .values({
      shortlistId: values.shortlistId,
      candidateId: values.candidateId,
      addedBy: values.addedBy,
      addedByName: values.addedByName,
      addedAt: values.at,
    })
    .onConflictDoNothing()
    .returning({ candidateId: shortlistEntries.candidateId });
  return rows.length > 0;
}

/** Takes a candidate off a list. @returns whether they were on it. */
export async function deleteEntry(
  db: Db,
  shortlistId: string,
  candidateId: string,
): Promise<boolean> {
  const rows = await db
    .delete(shortlistEntries)
    .where(
      and(
        eq(shortlistEntries.shortlistId, shortlistId),
        eq(shortlistEntries.candidateId, candidateId),
      ),
    )
    .returning({ candidateId: shortlistEntries.candidateId });
  return rows.length > 0;
}

/** Every list of the company, each with whether (and by whom, when) the candidate is on it. */
export async function listsOfCandidate(
  db: Db,
  companyId: string,
  candidateId: string,
): Promise<{ id: string; name: string; addedByName: string | null; addedAt: Date | null }[]> {
  return db
    .select({
      id: shortlists.id,
      name: shortlists.name,
      addedByName: shortlistEntries.addedByName,
      addedAt: shortlistEntries.addedAt,
    })
    .from(shortlists)
    .leftJoin(
      shortlistEntries,
      and(
        eq(shortlistEntries.shortlistId, shortlists.id),
        eq(shortlistEntries.candidateId, candidateId),
      ),
    )
    .where(eq(shortlists.companyId, companyId))
    .orderBy(asc(shortlists.position), asc(shortlists.createdAt));
}

/** The company's lists with their candidates, for the company's data export. */
export async function exportEntries(
  db: Db,
  companyId: string,
): Promise<{ list: string; candidateId: string; addedByName: string; addedAt: Date }[]> {
  return db
    .select({
      list: shortlists.name,
      candidateId: shortlistEntries.candidateId,
      addedByName: shortlistEntries.addedByName,
      addedAt: shortlistEntries.addedAt,
    })
    .from(shortlistEntries)
    .innerJoin(shortlists, eq(shortlists.id, shortlistEntries.shortlistId))
    .where(eq(shortlists.companyId, companyId))
    .orderBy(asc(shortlists.position), sql`${shortlistEntries.addedAt}`);
}
