/** Queues the unread-message e-mail (issue #16) in the e-mail job's transaction. */
import type { Db } from '../../../db/client';
import { paths } from '../../../shared/paths';
import type { AppContext } from '../../platform/context';
import { notify, templateContext } from '../../platform/email/notify';
import { findAccountById } from '../auth';
import type { ConversationRow } from './conversations.repo';
import { findMessageEmails } from './message-settings.repo';

/**
 * Queues one e-mail to `readerId` about `count` unread messages in `c`, unless they turned these
 * e-mails off or their account is gone. @returns whether one was queued.
 */
export async function queueUnreadMessagesEmail(
  tx: Db,
  ctx: AppContext,
  c: ConversationRow,
  readerId: string,
  count: number,
): Promise<boolean> {
  if (!(await findMessageEmails(tx, readerId))) return false;
  const reader = await findAccountById(tx, readerId);
  if (!reader) return false;
  const isCompany = reader.role === 'company';
  const name = isCompany ? (reader.companyContactName ?? '') : (reader.candidateFirstName ?? '');
  await notify(tx, templateContext(ctx.config), 'unreadMessages', {
    to: reader.email,
    firstName: name.trim().split(/\s+/)[0] || name,
    otherName: isCompany ? c.candidateName : c.companyName,
    count,
    href: paths.conversation.getHref(c.id),
    settingsHref: paths.messages.getHref(),
  });
  return true;
}
