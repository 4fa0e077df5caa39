/**
 * The two counts the admin's user detail shows beside the e-mails (spec 2 §2 "/admin/delete-users":
 * "the selected user's details with associated records"). They read `intro_requests` and `gigs`,
 * whose repositories are being rewritten with the intro lifecycle; these queries move there then.
 */
import { count, eq, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { gigs, introRequests } from '../../../db/schema';

/** How many intro requests and gigs concern this user, on either side. */
export async function countIntrosAndGigsOf(db: Db, id: string) {
  const [[intros], [gigCount]] = await Promise.all([
    db
      .select({ n: count() })
      .from(introRequests)
      .where(or(eq(introRequests.companyId, id), eq(introRequests.candidateId, id))),
    db
      .select({ n: count() })
      .from(gigs)
      .where(or(eq(gigs.companyId, id), eq(gigs.preferredCandidateId, id))),
  ]);
  return { introRequests: Number(intros?.n ?? 0), gigs: Number(gigCount?.n ?? 0) };
}
