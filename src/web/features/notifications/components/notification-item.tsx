import { Link } from 'react-router';
import type { Notification } from '../../../../shared/notifications/schemas';
import { cn } from '../../../lib/cn';
import { relativeTime } from '../lib/relative-time';

interface NotificationItemProps {
  notification: Notification;
  /** Called when it is opened: mark it read and close the bell. */
  onOpen: (notification: Notification) => void;
}

/** One notification: its words and when, a link to the place to act; unread ones stand out. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const unread = notification.readAt === null;
  return (
    <li>
      <Link
        to={notification.link}
        onClick={() => onOpen(notification)}
        data-testid="notification"
        data-unread={unread ? 'true' : 'false'}
        className={cn(
          'flex gap-3 rounded-lg px-3 py-2.5 text-sm outline-none transition-colors hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600',
          unread ? 'bg-brand-50/60 text-slate-900' : 'text-slate-700',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'mt-1.5 size-2 shrink-0 rounded-full',
            unread ? 'bg-brand-700' : 'bg-transparent',
          )}
        />
        <span className="min-w-0 flex-1">
          <span className={cn('block break-words', unread && 'font-semibold')}>
            {unread ? <span className="sr-only">Unread: </span> : null}
            {notification.text}
          </span>
          <time dateTime={notification.createdAt} className="mt-0.5 block text-xs text-slate-600">
            {relativeTime(notification.createdAt)}
          </time>
        </span>
      </Link>
    </li>
  );
}
