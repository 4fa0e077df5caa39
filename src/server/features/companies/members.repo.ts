/**
 * SQL for `company_members`: who is on a company's team, with which role (issue #33,
 * docs/decisions/073). A member's row stays after removal (`removed_at`) so their work is still
 * attributed. Every function takes a database handle or a transaction.
 */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, companyMembers, users } from '../../../db/schema';
import type { MemberRole } from '../../../shared/companies/team';
import type { StreamEventType } from '../../../shared/conversations/schemas';
import { appendSelectedEvents, type AppendedEvent } from '../../platform/stream-events.repo';

/** An active member with their account's e-mail. */
export interface MemberRow {
  id: string;
  companyId: string;
  userId: string;
  role: MemberRole;
  fullName: string;
  jobTitle: string;
  email: string;
  joinedAt: Date;
}

const memberColumns = {
  id: companyMembers.id,
  companyId: companyMembers.companyId,
  userId: companyMembers.userId,
  role: companyMembers.role,
  fullName: companyMembers.fullName,
  jobTitle: companyMembers.jobTitle,
  email: users.email,
  joinedAt: companyMembers.joinedAt,
};

const active = (companyId: string) =>
  and(eq(companyMembers.companyId, companyId), isNull(companyMembers.removedAt));

/** Adds a member to a company. */
export async function insertMember(
  db: Db,
  values: {
    companyId: string;
    userId: string;
    role: MemberRole;
    fullName: string;
    jobTitle: string;
  },
): Promise<void> {
  await db.insert(companyMembers).values(values);
}

/** The company's active members, the owner first, then by when they joined. */
export async function listMembers(db: Db, companyId: string): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(active(companyId))
    .orderBy(sql`${companyMembers.role} = 'owner' desc`, asc(companyMembers.joinedAt));
}

/** One active member of the company, or undefined. */
export async function findMember(
  db: Db,
  companyId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(active(companyId), eq(companyMembers.userId, userId)))
    .limit(1);
  return row;
}

/** How many active members the company has. */
export async function countMembers(db: Db, companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companyMembers).where(active(companyId));
  return row?.n ?? 0;
}

/** The user ids of the company's active members. */
export async function memberUserIds(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(active(companyId));
  return rows.map((r) => r.userId);
}

/**
 * Locks the company's row for the rest of the transaction: team changes (seats, the one owner)
 * are decided one at a time per company, across processes.
 */
export async function lockCompanyTeam(db: Db, companyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return rows.length > 0;
}

/** Sets an active member's role. */
export async function setMemberRole(
  db: Db,
  companyId: string,
  userId: string,
  role: MemberRole,
): Promise<void> {
  await db
    .update(companyMembers)
    .set({ role })
    .where(and(active(companyId), eq(companyMembers.userId, userId)));
}

/** Ends a membership: the row stays for attribution, marked removed. */
export async function removeMember(
  db: Db,
  companyId: string,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .update(companyMembers)
    .set({ removedAt: now })
    .where(and(active(companyId), eq(companyMembers.userId, userId)));
}

/**
 * A member's name as their work shows it (issue #33 item 4), also after they left: `removed` tells
 * a former member. Undefined for someone who never was on the team (or whose account is gone).
 */
export async function findMemberName(
  db: Db,
  companyId: string,
  userId: string,
): Promise<{ fullName: string; removed: boolean } | undefined> {
  const [row] = await db
    .select({ fullName: companyMembers.fullName, removedAt: companyMembers.removedAt })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    .orderBy(sql`${companyMembers.removedAt} is null desc`)
    .limit(1);
  return row && { fullName: row.fullName, removed: row.removedAt !== null };
}

/**
 * Who hears the company's side of a piece of work (issue #33 item 7, docs/decisions/073): the
 * member who did it while they are on the team, else the owner.
 */
export async function findCompanyContact(
  db: Db,
  companyId: string,
  preferredUserId: string | null,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        active(companyId),
        sql`(${companyMembers.userId} = ${preferredUserId} or ${companyMembers.role} = 'owner')`,
      ),
    )
    .orderBy(sql`${companyMembers.userId} = ${preferredUserId} desc nulls last`)
    .limit(1);
  return row;
}

/** A member's name and title as their work shows them, also after they left (`removed`). */
export interface MemberName {
  fullName: string;
  jobTitle: string;
  removed: boolean;
}

/**
 * The names of these users in these companies, keyed `companyId:userId` (issue #33 item 4:
 * "Requested by Dana Lee"); one query for a page of records.
 */
export async function memberNamesOf(
  db: Db,
  pairs: { companyId: string; userId: string | null }[],
): Promise<Map<string, MemberName>> {
  const userIds = [...new Set(pairs.flatMap((p) => (p.userId ? [p.userId] : [])))];
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      companyId: companyMembers.companyId,
      userId: companyMembers.userId,
      fullName: companyMembers.fullName,
      jobTitle: companyMembers.jobTitle,
      removedAt: companyMembers.removedAt,
    })
    .from(companyMembers)
    .where(inArray(companyMembers.userId, userIds))
    .orderBy(sql`${companyMembers.removedAt} is null`);
  // Active rows come last, so they win over an earlier membership of the same company.
  return new Map(
    rows.map((r) => [
      `${r.companyId}:${r.userId}`,
      { fullName: r.fullName, jobTitle: r.jobTitle, removed: r.removedAt !== null },
    ]),
  );
}

/** An active member's notification choices (issue #33 item 7), or undefined. */
export async function findNotificationScopes(db: Db, companyId: string, userId: string) {
  const [row] = await db
    .select({ answers: companyMembers.notifyAnswers, messages: companyMembers.notifyMessages })
    .from(companyMembers)
    .where(and(active(companyId), eq(companyMembers.userId, userId)))
    .limit(1);
  return row;
}

/** Stores an active member's notification choices. */
export async function setNotificationScopes(
  db: Db,
  companyId: string,
  userId: string,
  scopes: { answers: string; messages: string },
): Promise<void> {
  await db
    .update(companyMembers)
    .set({ notifyAnswers: scopes.answers, notifyMessages: scopes.messages })
    .where(and(active(companyId), eq(companyMembers.userId, userId)));
}

/**
 * Appends a stream event of `type` with `payload` for every active member of the company, in one
 * statement: the team hears of a change to work it shares, such as a card of its pipeline moving
 * (issue #34 item 3). Announced as `appendEvents`' are (after a `streamTransaction`'s commit).
 */
export async function appendTeamEvents(
  db: Db,
  companyId: string,
  type: StreamEventType,
  payload: Record<string, unknown>,
): Promise<AppendedEvent[]> {
  return appendSelectedEvents(
    db,
    sql`
      select m.user_id, ${type}::text as type, ${JSON.stringify(payload)}::jsonb as payload,
             row_number() over (order by m.user_id) as k
      from ${companyMembers} m
      where m.company_id = ${companyId} and m.removed_at is null`,
  );
}
