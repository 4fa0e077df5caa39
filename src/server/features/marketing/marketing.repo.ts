/**
 * SQL for `contact_submissions` and `newsletter_signups` (spec 1 §3 "Contact submission", §5
 * "Newsletter"). Every function takes a database handle or a transaction.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { contactSubmissions, newsletterSignups } from '../../../db/schema';

/** Stores a contact-form message or a demo request. */
export async function insertContactSubmission(
  db: Db,
  values: typeof contactSubmissions.$inferInsert,
): Promise<void> {
  await db.insert(contactSubmissions).values(values);
}

/**
 * Adds the address to the newsletter list unless it is there already, in any case.
 * @returns false when it was already on the list.
 */
export async function insertNewsletterSignup(db: Db, email: string): Promise<boolean> {
  // The unique index is on lower(email), which the query builder cannot name as a conflict target.
  const inserted = await queryRows<{ id: string }>(
    db,
    sql`insert into ${newsletterSignups} (email) values (${email})
        on conflict (lower(email)) do nothing returning id`,
  );
  return inserted.length > 0;
}

/** Removes the newsletter signup and the contact submissions of this address, in any case. */
export async function deleteSubmissionsOf(db: Db, email: string): Promise<void> {
  const address = email.toLowerCase();
  await db.delete(newsletterSignups).where(eq(sql`lower(${newsletterSignups.email})`, address));
  await db
    .delete(contactSubmissions)
    .where(eq(sql`lower(${contactSubmissions.workEmail})`, address));
}
