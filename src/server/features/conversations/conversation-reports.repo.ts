/** SQL for the `conversation_reports` table (issue #16): a party's report, the admin's list. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { conversationReports, conversations } from '../../../db/schema';

export async function insertReport(db: Db, values: typeof conversationReports.$inferInsert) {
  await db.insert(conversationReports).values(values);
}

/** The reports of one conversation, oldest first (empty: the admin may not read it). */
export async function reportsOf(db: Db, conversationId: string) {
  return db
    .select()
    .from(conversationReports)
    .where(eq(conversationReports.conversationId, conversationId))
    .orderBy(conversationReports.createdAt);
}

/** The newest reports with their conversation's names, for the admin. */
export async function listReports(db: Db, limit = 200) {
  return db
    .select({
      report: conversationReports,
      companyName: conversations.companyName,
      candidateName: conversations.candidateName,
    })
    .from(conversationReports)
    .innerJoin(conversations, eq(conversations.id, conversationReports.conversationId))
    .orderBy(desc(conversationReports.createdAt))
    .limit(limit);
}
