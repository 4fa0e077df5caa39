/**
 * SQL for the `saved_searches` table (issue #34 item 5, docs/decisions/076): a member's own
 * searches, the searches the alert job matches, and the due ones it claims (`FOR UPDATE SKIP
 * LOCKED`, so two processes never send one alert twice). Every function takes a database handle or
 * a transaction.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { savedSearches } from '../../../db/schema';
import type { AlertFrequency } from '../../../shared/saved-searches/schemas';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** The member's own searches, newest first. */
export async function listOwnSearches(db: Db, userId: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/** How many searches the member keeps. */
export async function countOwnSearches(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return Number(row?.n ?? 0);
}

/** One of the member's own searches (within their company), or undefined. */
export async function findOwnSearch(
  db: Db,
  owner: { userId: string; companyId: string },
  id: string,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.id, id),
        eq(savedSearches.userId, owner.userId),
        eq(savedSearches.companyId, owner.companyId),
      ),
    )
    .limit(1);
  return row;
}

/** Inserts a search. @throws the unique violation of `saved_searches_user_name_key`. */
export async function insertSearch(
  db: Db,
  values: typeof savedSearches.$inferInsert,
): Promise<SavedSearchRow> {
  const [row] = await db.insert(savedSearches).values(values).returning();
  return row!;
}

/** Changes a search's name and/or alert (and its next morning). @returns the row, or undefined. */
export async function updateSearch(
  db: Db,
  id: string,
  values: Partial<Pick<SavedSearchRow, 'name' | 'alert' | 'nextDigestAt'>> & { updatedAt: Date },
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set(values)
    .where(eq(savedSearches.id, id))
    .returning();
  return row;
}

/** Deletes a search (its matches and alerts go with it). @returns whether there was one. */
export async function deleteSearch(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(eq(savedSearches.id, id))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** A search the alert job matches: its id, company and stored query. */
export interface AlertingSearch {
  id: string;
  companyId: string;
  query: Record<string, string>;
}

/**
 * The searches with alerts on, saved before feed version `version`, whose owner is still a member
 * of the company they saved them in.
 */
export async function listAlertingSearches(db: Db, version: number): Promise<AlertingSearch[]> {
  const rows = await queryRows<{ id: string; company_id: string; query: Record<string, string> }>(
    db,
    sql`select s.id, s.company_id, s.query from ${savedSearches} s
        where s.alert <> 'off' and s.created_version < ${version}
          and exists (select 1 from company_members m
                      where m.user_id = s.user_id and m.company_id = s.company_id)`,
  );
  return rows.map((r) => ({ id: r.id, companyId: r.company_id, query: r.query }));
}

/** A due search, claimed with its owner's address and name. */
export interface DueSearch {
  id: string;
  name: string;
  query: Record<string, string>;
  alert: AlertFrequency;
  timeZone: string;
  userId: string;
  companyId: string;
  email: string;
  fullName: string;
}

/**
 * Claims up to `limit` searches whose alert is due at `now` — instant ones with a pending match,
 * daily and weekly ones whose morning has come — locking them for the caller's transaction and
 * skipping those another process holds — in id order after `after` (the last id a run took
 * before: each search taken at most once per run, in a key range rather than a growing list).
 * Only searches whose owner is still a member.
 */
export async function claimDueSearches(
  db: Db,
  now: Date,
  limit: number,
  after: string | null = null,
): Promise<DueSearch[]> {
  const rows = await queryRows<{
    id: string;
    name: string;
    query: Record<string, string>;
    alert: AlertFrequency;
    time_zone: string;
    user_id: string;
    company_id: string;
    email: string;
    full_name: string;
  }>(
    db,
    sql`select s.id, s.name, s.query, s.alert, s.time_zone, s.user_id, s.company_id, u.email, m.full_name
        from ${savedSearches} s
        join company_members m on m.user_id = s.user_id and m.company_id = s.company_id
        join users u on u.id = s.user_id
        where ${after === null ? sql`true` : sql`s.id > ${after}::uuid`}
          and ((s.alert = 'instant' and exists (
                 select 1 from saved_search_matches p
                 where p.saved_search_id = s.id and p.alert_id is null))
           or (s.alert in ('daily', 'weekly') and s.next_digest_at <= ${now.toISOString()}::timestamptz))
        order by s.id
        limit ${limit}
        for update of s skip locked`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    query: r.query,
    alert: r.alert,
    timeZone: r.time_zone,
    userId: r.user_id,
    companyId: r.company_id,
    email: r.email,
    fullName: r.full_name,
  }));
}

/**
 * `markAlerted` for many searches, one statement: each row's next morning, and when its alert
 * went (null: none went, the last alert stays).
 */
export async function markAlertedMany(
  db: Db,
  rows: readonly { id: string; lastAlertAt: Date | null; nextDigestAt: Date | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    update ${savedSearches} s
    set last_alert_at = coalesce(v.last_alert_at, s.last_alert_at), next_digest_at = v.next_digest_at
    from (select * from jsonb_to_recordset(${JSON.stringify(
      rows.map((r) => ({
        id: r.id,
        last_alert_at: r.lastAlertAt?.toISOString() ?? null,
        next_digest_at: r.nextDigestAt?.toISOString() ?? null,
      })),
    )}::jsonb) as x(id uuid, last_alert_at timestamptz, next_digest_at timestamptz)) v
    where s.id = v.id`);
}

/** Turns a search's alerts off (the one-click unsubscribe). @returns its name, or undefined. */
export async function turnAlertsOff(
  db: Db,
  id: string,
  at: Date,
): Promise<{ name: string } | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ alert: 'off', nextDigestAt: null, updatedAt: at })
    .where(eq(savedSearches.id, id))
    .returning({ name: savedSearches.name });
  return row;
}

/** Whether the member has a search named `name` (any case) other than `exceptId`. */
export async function nameTaken(
  db: Db,
  userId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.userId, userId),
        sql`lower(${savedSearches.name}) = lower(${name})`,
        exceptId ? ne(savedSearches.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}
