import type { AdminNavCounts } from '../../../../shared/admin/schemas';
import { UnreadCount } from '../../conversations/components/unread-count';

const labels: Record<keyof AdminNavCounts, string> = {
  pendingCandidates: 'candidates waiting for review',
  newCompanies: 'new companies in the last 7 days',
};

interface AdminNavCountProps {
  which: keyof AdminNavCounts;
  counts: AdminNavCounts | undefined;
}

/** A count beside an admin nav link (issue #16; docs/decisions/040); nothing when zero. */
export function AdminNavCount({ which, counts }: AdminNavCountProps) {
  return (
    <span data-testid={`admin-count-${which}`} className="contents">
      <UnreadCount count={counts?.[which] ?? 0} label={labels[which]} className="ml-1.5" />
    </span>
  );
}
