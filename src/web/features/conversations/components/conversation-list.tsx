import { Link } from 'react-router';
import { MessageSquare } from 'lucide-react';
import type { ConversationSummary } from '../../../../shared/conversations/schemas';
import { paths } from '../../../config/paths';
import { AvatarInitials } from '../../../components/ui/avatar-initials';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/date-time';
import { useInbox } from '../api/get-inbox';
import { UnreadCount } from './unread-count';

function Row({ c, selected }: { c: ConversationSummary; selected: boolean }) {
  return (
    <li>
      <Link
        to={paths.conversation.getHref(c.id)}
        aria-current={selected ? 'page' : undefined}
        className={cn(
          'flex items-start gap-3 rounded-xl p-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600',
          selected && 'bg-brand-50 hover:bg-brand-50',
        )}
      >
        <AvatarInitials name={c.otherPartyName} className="size-10 text-sm" />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className="truncate font-semibold text-slate-900">{c.otherPartyName}</span>
            <UnreadCount count={c.unread} />
          </span>
          <span className="block truncate text-sm text-slate-600">
            {c.lastMessage
              ? `${c.lastMessage.mine ? 'You: ' : ''}${c.lastMessage.body}`
              : 'No messages yet'}
          </span>
          <span className="block text-xs text-slate-600">
            {c.open ? null : 'Closed · '}
            {formatDateTime(c.lastMessage?.sentAt ?? c.openedAt)}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The inbox list (issue #16; spec 2 §2 Messages tab): latest first, unread counts. */
export function ConversationList({ selectedId }: { selectedId?: string }) {
  const inbox = useInbox();
  if (inbox.isPending)
    return (
      <div aria-busy="true" className="space-y-2 p-2">
        <span className="sr-only">Loading</span>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  if (inbox.isError)
    return (
      <div role="alert" className="grid gap-3 p-4 text-sm text-slate-700">
        <p>We could not load your messages.</p>
        <Button variant="outline" size="sm" onClick={() => void inbox.refetch()}>
          Try Again
        </Button>
      </div>
    );
  if (inbox.data.items.length === 0)
    return (
      <div className="grid justify-items-center gap-2 p-6 text-center text-sm text-slate-600">
        <MessageSquare className="size-8 text-slate-400" aria-hidden="true" />
        <p className="font-semibold text-slate-900">No messages yet</p>
        <p>A conversation opens when a candidate accepts an intro.</p>
      </div>
    );
  return (
    <ul className="grid gap-1 p-2" aria-label="Conversations">
      {inbox.data.items.map((c) => (
        <Row key={c.id} c={c} selected={c.id === selectedId} />
      ))}
    </ul>
  );
}
