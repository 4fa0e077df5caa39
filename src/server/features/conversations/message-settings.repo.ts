/** SQL for the `message_settings` table (issue #16): the unread-message e-mail setting. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { messageSettings } from '../../../db/schema';

/** Whether the user gets the unread-message e-mails: true unless they turned them off. */
export async function findMessageEmails(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: messageSettings.messageEmails })
    .from(messageSettings)
    .where(eq(messageSettings.userId, userId))
    .limit(1);
  return row?.on ?? true;
}

/** Turns the unread-message e-mails on or off. */
export async function setMessageEmails(db: Db, userId: string, on: boolean): Promise<void> {
  await db
    .insert(messageSettings)
    .values({ userId, messageEmails: on })
    .onConflictDoUpdate({ target: messageSettings.userId, set: { messageEmails: on } });
}
