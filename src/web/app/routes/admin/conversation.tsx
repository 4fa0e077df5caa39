import { useParams } from 'react-router';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ReportedConversation } from '../../../features/conversations/components/reported-conversation';

/** /admin/conversations/:id — a reported conversation, read-only (issue #16; decision 038). */
export function AdminConversationRoute() {
  const { conversationId = '' } = useParams();
  return (
    <AdminPage title="Reported Conversation" description="Read-only: the admin cannot write here.">
      <ReportedConversation conversationId={conversationId} />
    </AdminPage>
  );
}
