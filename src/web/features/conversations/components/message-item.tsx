import type { Message } from '../../../../shared/conversations/schemas';
import { formatDateTime } from '../../../lib/date-time';
import { cn } from '../../../lib/cn';
import { MessageText } from './message-text';

/**
 * One message: mine on the right, theirs on the left; who wrote it above (issue #33 item 4: "You",
 * a teammate's "Dana Lee · Acme", the candidate's name), sent time, and "Seen" on my last one.
 */
export function MessageItem({ message, showSeen }: { message: Message; showSeen: boolean }) {
  const author = message.mine ? 'You' : message.authorName;
  return (
    <li className={cn('flex flex-col gap-1', message.mine ? 'items-end' : 'items-start')}>
      {author ? (
        <p className="px-1 text-xs font-medium text-slate-700" data-testid="message-author">
          {author}
        </p>
      ) : null}
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 text-sm sm:max-w-[70%]',
          message.mine ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900',
        )}
        data-testid="message"
      >
        <MessageText text={message.body} />
      </div>
      <p className="px-1 text-xs text-slate-600">
        <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
        {showSeen && message.readAt ? (
          <span data-testid="seen">
            {' · '}Seen <time dateTime={message.readAt}>{formatDateTime(message.readAt)}</time>
          </span>
        ) : null}
      </p>
    </li>
  );
}
