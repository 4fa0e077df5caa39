import { useSession } from '../../auth/api/get-session';
import { useInbox } from '../api/get-inbox';
import { UnreadCount } from './unread-count';

/** The nav's total of unread messages for a company or candidate (issue #16). */
export function UnreadNavCount() {
  const { status } = useSession();
  const inbox = useInbox({ enabled: status === 'company' || status === 'candidate' });
  return (
    <span data-testid="nav-unread" className="contents">
      <UnreadCount count={inbox.data?.unreadTotal ?? 0} className="ml-1.5" />
    </span>
  );
}
