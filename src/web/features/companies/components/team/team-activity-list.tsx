import { teamActivityText } from '../../../../../shared/companies/team';
import { InlineLoadFailed } from '../../../../components/inline-load-failed';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatDateTime } from '../../../../lib/date-time';
import { useTeamActivity } from '../../api/get-team-activity';

/**
 * The members page's "Recent activity" (issue #33 item 2): invitations, joins, role changes,
 * removals and ownership transfers, newest first, each with when it happened.
 */
export function TeamActivityList() {
  const activity = useTeamActivity();
  if (activity.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <span className="sr-only">Loading recent activity</span>
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-5 w-2/3" />
      </div>
    );
  }
  if (activity.isError) {
    return (
      <InlineLoadFailed
        message="Recent activity could not be loaded."
        onRetry={() => void activity.refetch()}
      />
    );
  }
  if (activity.data.length === 0) {
    return <p className="text-sm text-slate-600">No activity yet.</p>;
  }
  return (
    <ul aria-label="Recent activity" className="divide-y divide-slate-100">
      {activity.data.map((entry) => (
        <li
          key={entry.id}
          className="flex flex-col gap-0.5 py-2.5 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
        >
          <span className="break-words text-slate-800">{teamActivityText(entry)}</span>
          <time dateTime={entry.createdAt} className="shrink-0 text-xs text-slate-600">
            {formatDateTime(entry.createdAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}
