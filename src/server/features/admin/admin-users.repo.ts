/**
 * SQL for the admin user screens: candidates and companies with a display name, the records
 * deleting one would remove, and the deletion log.
 */
import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  candidates,
  companies,
  deletionLog,
  gigs,
  introRequests,
  outboxEmails,
  users,
} from '../../../db/schema';
import { containsPattern } from '../../lib/sql-like';
import { pageOffset, rowsWithTotal } from './admin-paging';

export interface AdminUserFilters {
  type?: string;
  search?: string;
  page: number;
  limit: number;
}

const nameOf = sql<string>`coalesce(${companies.companyName}, ${candidates.firstName} || ' ' || ${candidates.lastName}, ${users.email})`;

function userRows(db: Db) {
  return db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      name: nameOf,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.id))
    .leftJoin(candidates, eq(candidates.id, users.id));
}

/** A user with their display name (company name, candidate name, or else e-mail). */
export type UserWithName = Awaited<ReturnType<typeof userRows>>[number];

/** One page of the non-admin users matching the filters, newest first, with the total. */
export async function listUsers(db: Db, f: AdminUserFilters) {
  const where: SQL[] = [ne(users.role, 'admin')];
  if (f.type) where.push(eq(users.role, f.type as never));
  if (f.search)
    where.push(
      or(ilike(users.email, containsPattern(f.search)), ilike(nameOf, containsPattern(f.search)))!,
    );
  return rowsWithTotal(
    userRows(db)
      .where(and(...where))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(f.limit)
      .offset(pageOffset(f)),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.id))
      .leftJoin(candidates, eq(candidates.id, users.id))
      .where(and(...where)),
  );
}

/** The user with this id and their display name, or undefined. */
export async function findUser(db: Db, id: string): Promise<UserWithName | undefined> {
  const [row] = await userRows(db).where(eq(users.id, id));
  return row;
}

/** How many intro requests, gigs and outbox e-mails concern this user (by id, or e-mail address). */
export async function countAssociatedRecords(db: Db, id: string, email: string) {
  const [[intros], [gigCount], [emails]] = await Promise.all([
    db
      .select({ n: count() })
      .from(introRequests)
      .where(or(eq(introRequests.companyId, id), eq(introRequests.candidateId, id))),
    db
      .select({ n: count() })
      .from(gigs)
      .where(or(eq(gigs.companyId, id), eq(gigs.preferredCandidateId, id))),
    db
      .select({ n: count() })
      .from(outboxEmails)
      .where(sql`${email} = any(${outboxEmails.to})`),
  ]);
  return {
    introRequests: Number(intros?.n ?? 0),
    gigs: Number(gigCount?.n ?? 0),
    emails: Number(emails?.n ?? 0),
  };
}

/** A page of the deletion log, newest first, searched by the deleted user's name or e-mail. */
export async function listDeletionLog(
  db: Db,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const where = search
    ? or(
        ilike(deletionLog.userName, containsPattern(search)),
        ilike(deletionLog.userEmail, containsPattern(search)),
      )
    : undefined;
  return db
    .select()
    .from(deletionLog)
    .where(where)
    .orderBy(desc(deletionLog.createdAt))
    .limit(limit)
    .offset(offset);
}
