import type { DeletionLogEntry } from '../api/users';
import { formatDateTime } from '../lib/format';

/** Deletion-log entries (spec 2 §3 "Deletion log"): who, when, by whom, why, what was removed. */
export function DeletionLogList({
  entries,
  compact = false,
}: {
  entries: DeletionLogEntry[];
  compact?: boolean;
}) {
  if (entries.length === 0)
    return <p className="text-sm text-slate-600">No users have been deleted.</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {entries.map((entry) => (
        <li key={entry.id} className="py-3 text-sm first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold text-slate-900">{entry.userName}</span>
            <time dateTime={entry.createdAt} className="text-xs text-slate-600">
              {formatDateTime(entry.createdAt)}
            </time>
          </div>
          <div className="break-all text-slate-700">
            {entry.userEmail} · {entry.userType}
          </div>
          <div className="text-xs text-slate-600">
            {Object.entries(entry.associatedRecordsDeleted)
              .map(([key, n]) => `${key}: ${n}`)
              .join(' · ')}
          </div>
          {compact ? null : (
            <div className="text-xs text-slate-600">
              By {entry.adminName ?? 'unknown admin'}
              {entry.deletionReason ? ` · Reason: ${entry.deletionReason}` : ''}
              {entry.canBeRestored ? '' : ' · Cannot be restored'}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
