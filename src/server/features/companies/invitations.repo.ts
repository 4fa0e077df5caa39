/**
 * SQL for `company_invitations`: the single-use, 7-day links an owner or admin sends to bring a
 * teammate in (issue #33 item 2, docs/decisions/073). Links are stored as SHA-256 hashes. Every
 * function takes a database handle or a transaction.
 */
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, companyInvitations, companyMembers } from '../../../db/schema';
import type { AssignableRole } from '../../../shared/companies/team';

export type InvitationRow = typeof companyInvitations.$inferSelect;

const pending = and(isNull(companyInvitations.acceptedAt), isNull(companyInvitations.revokedAt));

/** Stores an invitation; returns it. Throws the unique violation when one is pending already. */
export async function insertInvitation(
  db: Db,
  values: {
    companyId: string;
    email: string;
    role: AssignableRole;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<InvitationRow> {
  const [row] = await db.insert(companyInvitations).values(values).returning();
  return row!;
}

/** The company's pending (not accepted, not revoked) invitations, oldest first, with inviters. */
export async function listPendingInvitations(db: Db, companyId: string) {
  return db
    .select({ invitation: companyInvitations, invitedByName: companyMembers.fullName })
    .from(companyInvitations)
    .leftJoin(
      companyMembers,
      and(
        eq(companyMembers.userId, companyInvitations.invitedBy),
        eq(companyMembers.companyId, companyInvitations.companyId),
      ),
    )
    .where(and(eq(companyInvitations.companyId, companyId), pending))
    .orderBy(asc(companyInvitations.createdAt));
}

/** How many of the company's invitations are pending and not yet expired at `now`. */
export async function countOpenInvitations(db: Db, companyId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        pending,
        gt(companyInvitations.expiresAt, now),
      ),
    );
  return row?.n ?? 0;
}

/** One pending invitation of the company, or undefined. */
export async function findPendingInvitation(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.id, id), pending))
    .limit(1);
  return row;
}

/** The invitation behind a link, with its company's name and inviter, optionally locked. */
export async function findInvitationByTokenHash(
  db: Db,
  tokenHash: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({
      invitation: companyInvitations,
      companyName: companies.companyName,
      invitedByName: sql<string | null>`(select ${companyMembers.fullName} from ${companyMembers}
        where ${companyMembers.userId} = ${companyInvitations.invitedBy}
        and ${companyMembers.companyId} = ${companyInvitations.companyId} limit 1)`,
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(eq(companyInvitations.tokenHash, tokenHash))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: companyInvitations }) : await query;
  return row;
}

/** Draws a new link and expiry for a pending invitation (resend). */
export async function renewInvitation(
  db: Db,
  id: string,
  values: { tokenHash: string; expiresAt: Date },
): Promise<InvitationRow> {
  const [row] = await db
    .update(companyInvitations)
    .set(values)
    .where(eq(companyInvitations.id, id))
    .returning();
  return row!;
}

/** Revokes a pending invitation: its link stops working. */
export async function revokeInvitation(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(companyInvitations)
    .set({ revokedAt: now })
    .where(and(eq(companyInvitations.id, id), pending));
}

/** Marks an invitation used by `userId`. */
export async function markInvitationAccepted(
  db: Db,
  id: string,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .update(companyInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(eq(companyInvitations.id, id));
}
