import { Link } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { useInbox } from '../api/get-inbox';
import { UnreadCount } from './unread-count';

/**
 * 'Message' on an accepted intro's card (issue #16), with its unread count; nothing until the
 * intro has a conversation.
 */
export function IntroMessageLink({ introRequestId }: { introRequestId: string }) {
  const inbox = useInbox();
  const c = inbox.data?.items.find((item) => item.introRequestId === introRequestId);
  if (!c) return null;
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={paths.conversation.getHref(c.id)} data-testid="intro-message-link">
        <MessageSquare aria-hidden="true" />
        Message
        <UnreadCount count={c.unread} />
      </Link>
    </Button>
  );
}
