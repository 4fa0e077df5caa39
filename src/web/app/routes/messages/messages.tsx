import { useParams } from 'react-router';
import { Inbox } from '../../../features/conversations/components/inbox';

/** `/messages` and `/messages/:conversationId`: the inbox of a company or a candidate (issue #16). */
export function MessagesRoute() {
  const { conversationId } = useParams();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-slate-900">Messages</h1>
      <Inbox conversationId={conversationId} />
    </div>
  );
}
