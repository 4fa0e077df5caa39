import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/date-time';
import { useConversationReports } from '../api/admin-reports';

/** The admin's list of reported conversations, newest report first (issue #16; decision 038). */
export function ConversationReportsSection() {
  const reports = useConversationReports();
  return (
    <section aria-labelledby="reports-heading" className="space-y-4">
      <h2 id="reports-heading" className="text-lg font-bold text-slate-900">
        Reported Conversations
      </h2>
      {reports.isPending ? (
        <p className="text-sm text-slate-600" aria-busy="true">
          Loading…
        </p>
      ) : reports.isError ? (
        <p role="alert" className="text-sm text-red-700">
          We could not load the reports.
        </p>
      ) : reports.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">No conversation has been reported.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {reports.data.items.map((r) => (
            <li
              key={`${r.conversationId}-${r.createdAt}`}
              className="flex flex-wrap items-start gap-3 p-3"
            >
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold text-slate-900">
                  {r.companyName} · {r.candidateName}
                </p>
                <p className="break-words whitespace-pre-wrap text-slate-700">{r.reason}</p>
                <p className="text-xs text-slate-600">
                  Reported by the {r.reporterRole} on {formatDateTime(r.createdAt)}
                </p>
              </div>
              <Link
                className="text-sm font-semibold text-brand-700 underline"
                to={paths.adminConversation.getHref(r.conversationId)}
              >
                Read conversation
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
