import { MessageSquare } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { MessageEmailsSetting } from './message-emails-setting';

/**
 * The inbox of a company or a candidate (issue #16): conversations on the left, the open one on
 * the right; on a phone, one or the other.
 */
export function Inbox({ conversationId }: { conversationId?: string }) {
  return (
    <div className="grid h-[calc(100dvh-12rem)] min-h-[28rem] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-[20rem_1fr]">
      <div
        className={cn(
          'min-h-0 flex-col overflow-y-auto border-slate-200 md:flex md:border-r',
          conversationId ? 'hidden' : 'flex',
        )}
      >
        <div className="flex-1">
          <ConversationList selectedId={conversationId} />
        </div>
        <div className="border-t border-slate-200 p-3">
          <MessageEmailsSetting />
        </div>
      </div>
      <div className={cn('min-h-0', conversationId ? 'block' : 'hidden md:block')}>
        {conversationId ? (
          <ConversationView key={conversationId} conversationId={conversationId} />
        ) : (
          <div className="grid h-full place-content-center justify-items-center gap-2 p-6 text-center text-sm text-slate-600">
            <MessageSquare className="size-8 text-slate-400" aria-hidden="true" />
            <p>Choose a conversation.</p>
          </div>
        )}
      </div>
    </div>
  );
}
