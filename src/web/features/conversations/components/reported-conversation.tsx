import { Lock } from 'lucide-react';
import { formatDateTime } from '../../../lib/date-time';
import { useReportedConversation } from '../api/admin-reports';
import { MessageText } from './message-text';

/** A reported conversation as the admin reads it: read-only, its reports first (issue #16). */
export function ReportedConversation({ conversationId }: { conversationId: string }) {
  const query = useReportedConversation(conversationId);
  if (query.isPending)
    return (
      <p className="text-sm text-slate-600" aria-busy="true">
        Loading…
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        This conversation was not reported, or does not exist.
      </p>
    );
  const { conversation: c, reports, messages } = query.data;
  return (
    <div className="grid gap-6">
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Lock className="size-4" aria-hidden="true" />
        Read-only. {c.companyName} and {c.candidateName}; {c.open ? 'open' : 'closed'}.
      </p>
      <section aria-labelledby="reports-of-heading" className="grid gap-2">
        <h2 id="reports-of-heading" className="text-lg font-bold text-slate-900">
          Reports
        </h2>
        <ul className="grid gap-2">
          {reports.map((r) => (
            <li key={r.createdAt} className="rounded-xl border border-amber-300 bg-amber-50 p-3">
              <p className="break-words whitespace-pre-wrap text-sm text-amber-950">{r.reason}</p>
              <p className="text-xs text-amber-900">
                By the {r.reporterRole}, {formatDateTime(r.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="messages-of-heading" className="grid gap-2">
        <h2 id="messages-of-heading" className="text-lg font-bold text-slate-900">
          Messages
        </h2>
        {messages.length === 0 ? (
          <p className="text-sm text-slate-600">No messages.</p>
        ) : (
          <ol className="grid gap-3">
            {messages.map((m) => (
              <li key={m.id} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
                <p className="mb-1 text-xs font-semibold text-slate-600">
                  {m.senderRole === 'company'
                    ? c.companyName
                    : m.senderRole === 'candidate'
                      ? c.candidateName
                      : 'Deleted account'}{' '}
                  · {formatDateTime(m.sentAt)}
                </p>
                <MessageText text={m.body} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
