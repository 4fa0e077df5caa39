/** SQL for the admin view of the e-mail outbox: the filtered list, one e-mail, and test e-mails. */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { outboxEmails } from '../../../db/schema';
import { containsPattern } from '../../lib/sql-like';
import { pageOffset, rowsWithTotal } from './admin-paging';

export interface AdminEmailFilters {
  status?: string;
  template?: string;
  search?: string;
  page: number;
  limit: number;
}

export type OutboxEmailRow = typeof outboxEmails.$inferSelect;

/** One page of the outbox e-mails matching the filters, newest first, with the total. */
export async function listEmails(db: Db, f: AdminEmailFilters) {
  const where: SQL[] = [];
  if (f.status) where.push(eq(outboxEmails.status, f.status as never));
  if (f.template) where.push(eq(outboxEmails.template, f.template));
  if (f.search) {
    const p = containsPattern(f.search);
    where.push(
      or(ilike(outboxEmails.subject, p), sql`array_to_string(${outboxEmails.to}, ' ') ilike ${p}`)!,
    );
  }
  const condition = where.length ? and(...where) : undefined;
  return rowsWithTotal(
    db
      .select()
      .from(outboxEmails)
      .where(condition)
      .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
      .limit(f.limit)
      .offset(pageOffset(f)),
    db.select({ n: count() }).from(outboxEmails).where(condition),
  );
}

/** The outbox e-mail with this id, or undefined. */
export async function findEmail(db: Db, id: string): Promise<OutboxEmailRow | undefined> {
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  return row;
}

/** Adds an e-mail to the outbox and returns its id. */
export async function insertEmail(
  db: Db,
  values: typeof outboxEmails.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(outboxEmails).values(values).returning({ id: outboxEmails.id });
  return row!.id;
}

/** Sets exactly these fields of the outbox e-mail (the caller stamps `updatedAt`). */
export async function updateEmail(
  db: Db,
  id: string,
  values: Partial<typeof outboxEmails.$inferInsert>,
): Promise<void> {
  await db.update(outboxEmails).set(values).where(eq(outboxEmails.id, id));
}
