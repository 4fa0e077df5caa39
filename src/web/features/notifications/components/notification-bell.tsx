import { useState } from 'react';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import type { Notification } from '../../../../shared/notifications/schemas';
import { Button } from '../../../components/ui/button';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotifications } from '../api/get-notifications';
import { NotificationItem } from './notification-item';

/**
 * The bell of a company or a candidate (issue #16; docs/decisions/040): the unread count as a
 * badge, and a panel listing what happened to them, newest first. Opening one marks it read and
 * goes to its page; 'Mark all as read' clears the count. Radix Popover keeps focus inside while
 * open and gives it back to the bell on Escape. The live stream refreshes it (`notification`).
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const pages = notifications.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const unread = pages[0]?.unreadCount ?? 0;

  const openOne = (n: Notification) => {
    if (n.readAt === null) markRead.mutate(n.id);
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          data-testid="notification-bell"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
          className="relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <Bell className="size-5" aria-hidden="true" />
          {unread > 0 ? (
            <span
              data-testid="notification-count"
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs leading-5 font-bold text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className="menu-content z-50 flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-xl border border-slate-200 bg-white text-slate-900 shadow-lg"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
            <h2 className="text-base font-bold">Notifications</h2>
            <Button
              variant="ghost"
              size="sm"
              disabled={unread === 0 || markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              Mark all as read
            </Button>
          </div>
          <div className="overflow-y-auto p-1.5">
            {notifications.isPending ? (
              <p className="px-3 py-6 text-center text-sm text-slate-600">Loading…</p>
            ) : notifications.isError ? (
              <p className="px-3 py-6 text-center text-sm text-slate-600">
                Could not load notifications.
              </p>
            ) : items.length === 0 ? (
              <p className="px-3 py-6 text-center text-sm text-slate-600">
                No notifications yet. What happens to your intros, meetings, gigs and messages shows
                up here.
              </p>
            ) : (
              <ul className="space-y-0.5">
                {items.map((n) => (
                  <NotificationItem key={n.id} notification={n} onOpen={openOne} />
                ))}
              </ul>
            )}
            {notifications.hasNextPage ? (
              <div className="px-3 py-2 text-center">
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={notifications.isFetchingNextPage}
                  onClick={() => void notifications.fetchNextPage()}
                >
                  Show older
                </Button>
              </div>
            ) : null}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
