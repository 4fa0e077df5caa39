import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Loader2, Lock } from 'lucide-react';
import { paths } from '../../../config/paths';
import { formatCompensation } from '../../../../shared/intro-requests/compensation';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useConversation } from '../api/get-conversation';
import { flattenMessages, useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { MessageComposer } from './message-composer';
import { MessageItem } from './message-item';
import { ReportConversationDialog } from './report-conversation-dialog';

const closedText: Record<string, string> = {
  declined: 'The intro was declined.',
  expired: 'The intro expired.',
  stale: 'The intro closed because no call was booked. Reopen it to write again.',
  account_deleted: 'The other account was deleted.',
};

/**
 * One conversation (issue #16): newest message at the bottom, older pages loaded when scrolled
 * to the top (or with the button), "Seen" under my last message, the composer while open.
 * Messages from the other party are marked seen while the page is visible.
 */
export function ConversationView({ conversationId }: { conversationId: string }) {
  const conversation = useConversation(conversationId);
  const messages = useMessages(conversationId);
  const markRead = useMarkRead();
  const list = flattenMessages(messages.data);
  const scroller = useRef<HTMLDivElement>(null);
  const topSentinel = useRef<HTMLDivElement>(null);
  const lastId = list.at(-1)?.id;
  const unseen = list.some((m) => !m.mine && !m.readAt);

  // New messages at the bottom: keep the view there.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  // Seen: while this conversation is on screen.
  const { mutate } = markRead;
  useEffect(() => {
    if (!unseen) return;
    const read = () => {
      if (document.visibilityState === 'visible') mutate(conversationId);
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [unseen, conversationId, mutate]);

  // Older pages when the top comes into view, keeping the reader's place.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = messages;
  useEffect(() => {
    const el = topSentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries[0]?.isIntersecting || isFetchingNextPage) return;
      const box = scroller.current;
      const fromBottom = box ? box.scrollHeight - box.scrollTop : 0;
      void fetchNextPage().then(() => {
        if (box) box.scrollTop = box.scrollHeight - fromBottom;
      });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (conversation.isError)
    return (
      <div role="alert" className="grid gap-3 p-6 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">Conversation not found.</p>
        <Link className="text-brand-700 underline" to={paths.messages.getHref()}>
          Back to messages
        </Link>
      </div>
    );
  const c = conversation.data;
  const lastMine = [...list].reverse().find((m) => m.mine)?.id;

  return (
    <section aria-label="Conversation" className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-2 border-b border-slate-200 p-3">
        <Button asChild variant="ghost" size="icon" className="md:hidden">
          <Link to={paths.messages.getHref()} aria-label="Back to conversations">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-bold text-slate-900">
            {c ? c.otherPartyName : <Skeleton className="h-6 w-40" />}
          </h2>
          {c && c.compensation !== undefined ? (
            <p className="truncate text-sm text-slate-600">
              Pay: {formatCompensation(c.compensation)}
            </p>
          ) : null}
        </div>
        <ReportConversationDialog conversationId={conversationId} />
      </header>
      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-y-auto p-4"
        tabIndex={0}
        aria-label="Messages"
      >
        <div ref={topSentinel} />
        {hasNextPage ? (
          <div className="mb-3 flex justify-center">
            <Button
              variant="outline"
              size="sm"
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Load older messages
            </Button>
          </div>
        ) : null}
        {messages.isPending ? (
          <div aria-busy="true" className="space-y-3">
            <span className="sr-only">Loading</span>
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="ml-auto h-10 w-1/2" />
          </div>
        ) : messages.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm text-slate-700">
            <p>We could not load the messages.</p>
            <Button variant="outline" size="sm" onClick={() => void messages.refetch()}>
              Try Again
            </Button>
          </div>
        ) : list.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-600">
            No messages yet. Say hello and agree on next steps.
          </p>
        ) : (
          <ol className="grid gap-3" aria-live="polite" aria-relevant="additions">
            {list.map((m) => (
              <MessageItem key={m.id} message={m} showSeen={m.id === lastMine} />
            ))}
          </ol>
        )}
      </div>
      {c && !c.open ? (
        <p className="flex items-center gap-2 border-t border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          This conversation is closed. You can still read it.{' '}
          {c.closedReason ? (closedText[c.closedReason] ?? '') : ''}
        </p>
      ) : c ? (
        <MessageComposer key={conversationId} conversationId={conversationId} />
      ) : null}
    </section>
  );
}
