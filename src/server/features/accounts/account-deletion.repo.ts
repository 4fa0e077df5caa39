/**
 * The intro requests and gigs an account deletion removes. They change tables (`intro_requests`,
 * `gigs`) whose repositories are being rewritten with the intro lifecycle; these queries move there
 * then. The other rows a deletion touches are deleted through their tables' repositories.
 */
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { gigs, introRequests } from '../../../db/schema';

/** Deletes the intro requests the user is part of; returns how many. */
export async function deleteIntrosOf(db: Db, userId: string): Promise<number> {
  const rows = await db
    .delete(introRequests)
    .where(or(eq(introRequests.companyId, userId), eq(introRequests.candidateId, userId)))
    .returning({ id: introRequests.id });
  return rows.length;
}

/** Deletes the gigs the user posted or was proposed; returns how many. */
export async function deleteGigsOf(db: Db, userId: string): Promise<number> {
  const rows = await db
    .delete(gigs)
    .where(or(eq(gigs.companyId, userId), eq(gigs.preferredCandidateId, userId)))
    .returning({ id: gigs.id });
  return rows.length;
}
