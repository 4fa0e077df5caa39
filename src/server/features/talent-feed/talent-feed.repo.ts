/**
 * SQL for the talent feed (spec 1 §5 "Talent feed filtering"), using the indexes of the candidates
 * table: trigram GIN on `search_text`, `lower(role)`, `lower(location)`; GIN on `skills`; b-tree on
 * `availability_key` and on `(status, created_at desc, id)`.
 */
import { and, arrayContains, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { candidates, users } from '../../../db/schema';
import type { FeedQuery } from '../../../shared/talent-feed/schemas';
import { availabilityKey } from '../../../shared/talent-feed/schemas';
import { containsPattern } from '../../lib/sql-like';

/**
 * The WHERE clause of a feed query: approved candidates open to intros only, always (a paused
 * candidate leaves the feed, docs/decisions/028).
 */
export function feedConditions(query: FeedQuery): SQL {
  const conditions: SQL[] = [eq(candidates.status, 'approved'), inFeed];
  if (query.q)
    conditions.push(sql`${candidates.searchText} like ${containsPattern(query.q.toLowerCase())}`);
  if (query.role)
    conditions.push(
      sql`lower(${candidates.role}) like ${containsPattern(query.role.toLowerCase())}`,
    );
  if (query.location)
    conditions.push(
      sql`lower(${candidates.location}) like ${containsPattern(query.location.toLowerCase())}`,
    );
  if (query.availability)
    conditions.push(eq(candidates.availabilityKey, availabilityKey(query.availability)));
  if (query.skills.length > 0) conditions.push(arrayContains(candidates.skills, query.skills));
  return and(...conditions)!;
}

/** Open to intros: not paused (docs/decisions/028). */
const inFeed = isNull(candidates.pausedAt);

const cardColumns = {
  id: candidates.id,
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  role: candidates.role,
  bio: candidates.bio,
  skills: candidates.skills,
  experienceYears: candidates.experienceYears,
  location: candidates.location,
  availability: candidates.availability,
  availabilityDate: candidates.availabilityDate,
  salaryRange: candidates.salaryRange,
};

export type CardRow = { [K in keyof typeof cardColumns]: (typeof candidates.$inferSelect)[K] };

/** One page of approved candidates, newest first. */
export async function findFeedPage(
  db: Db,
  where: SQL,
  limit: number,
  offset: number,
): Promise<CardRow[]> {
  return db
    .select(cardColumns)
    .from(candidates)
    .where(where)
    .orderBy(desc(candidates.createdAt), desc(candidates.id))
    .limit(limit)
    .offset(offset);
}

export async function countFeed(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(candidates)
    .where(where);
  return Number(row?.n ?? 0);
}

/** Of these ids, the ones still approved and not paused (guards cached pages). */
export async function stillApproved(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(inArray(candidates.id, ids), eq(candidates.status, 'approved'), inFeed));
  return new Set(rows.map((r) => r.id));
}

/** Sorted unique skills of approved candidates (spec 1 §5). */
export async function findApprovedSkills(db: Db): Promise<string[]> {
  const rows = await queryRows<{ skill: string }>(
    db,
    sql`select distinct unnest(${candidates.skills}) as skill from ${candidates} where ${candidates.status} = 'approved' order by 1`,
  );
  return rows.map((r) => r.skill);
}

/**
 * The sorted unique roles of approved candidates (the Role filter's options, spec 1 §2), as
 * written, blanks left out.
 */
export async function findApprovedRoles(db: Db): Promise<string[]> {
  const rows = await queryRows<{ role: string }>(
    db,
    sql`select distinct trim(${candidates.role}) as role from ${candidates} where ${candidates.status} = 'approved' and trim(${candidates.role}) <> '' order by 1`,
  );
  return rows.map((r) => r.role);
}

/** An approved candidate's card row plus contact details. */
export async function findApprovedCandidate(db: Db, id: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      email: users.email,
      calendarUrl: candidates.calendarUrl,
      linkedinUrl: candidates.linkedinUrl,
      portfolioUrl: candidates.portfolioUrl,
      resumeKey: candidates.resumeKey,
    })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.id))
    .where(and(eq(candidates.id, id), eq(candidates.status, 'approved')))
    .limit(1);
  return row;
}
