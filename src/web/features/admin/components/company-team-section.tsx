import { useId } from 'react';
import { memberRoleLabels, teamActivityText } from '../../../../shared/companies/team';
import { useAdminCompanyTeam } from '../api/companies';
import { errorDetail } from '../lib/errors';
import { formatDateTime } from '../lib/format';
import { DetailSkeleton } from './detail-list';

/**
 * The admin's view of a company's team (issue #33 item 9), in the company's View dialog: its
 * members — name, job title, e-mail, role — and the team's recent activity, newest first.
 */
export function CompanyTeamSection({ companyId }: { companyId: string }) {
  const team = useAdminCompanyTeam(companyId);
  const headingId = useId();
  const activityId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Team
      </h3>
      {team.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorDetail(team.error)}
        </p>
      ) : !team.data ? (
        <DetailSkeleton />
      ) : (
        <>
          {team.data.members.length === 0 ? (
            <p className="text-sm text-slate-600">No members.</p>
          ) : (
            <ul aria-label="Members" className="grid gap-2 text-sm">
              {team.data.members.map((m) => (
                <li
                  key={m.userId}
                  aria-label={m.fullName}
                  className="flex flex-col rounded-lg border border-slate-200 px-3 py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
                >
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">
                      {m.fullName}
                      {m.jobTitle ? (
                        <span className="font-normal text-slate-600"> · {m.jobTitle}</span>
                      ) : null}
                    </p>
                    <p className="break-all text-slate-600">{m.email}</p>
                  </div>
                  <span className="shrink-0 font-medium text-slate-700">
                    {memberRoleLabels[m.role]}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <h4 id={activityId} className="text-sm font-semibold text-slate-900">
            Activity
          </h4>
          {team.data.activity.length === 0 ? (
            <p className="text-sm text-slate-600">No activity yet.</p>
          ) : (
            <ul aria-labelledby={activityId} className="grid gap-1.5 text-sm">
              {team.data.activity.map((entry) => (
                <li
                  key={entry.id}
                  className="flex flex-col sm:flex-row sm:justify-between sm:gap-4"
                >
                  <span className="break-words text-slate-800">{teamActivityText(entry)}</span>
                  <time dateTime={entry.createdAt} className="shrink-0 text-xs text-slate-600">
                    {formatDateTime(entry.createdAt)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
