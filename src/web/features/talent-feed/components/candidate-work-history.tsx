import type { CandidatePage } from '../../../../shared/candidates/candidate-page';
import { formatMonthRange } from '../../../../shared/candidates/work-history';

const linkLabels = [
  ['githubUrl', 'GitHub'],
  ['portfolioUrl', 'Portfolio'],
  ['personalSiteUrl', 'Personal site'],
] as const;

/**
 * A profile page's work history (issue #35 part 4, docs/decisions/080): each job's title,
 * company, months ('Mar 2021 – present') and summary, in the candidate's order, and the links the
 * candidate chose to show before an intro. Nothing when there is neither.
 */
export function CandidateWorkHistory({ page }: { page: CandidatePage }) {
  const links = linkLabels.flatMap(([key, label]) => {
    const href = page.links[key];
    return href ? [{ key, label, href }] : [];
  });
  if (page.workHistory.length === 0 && links.length === 0) return null;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">Work history</h2>
      {page.workHistory.length > 0 ? (
        <ol className="mt-3 grid gap-4" aria-label="Work history">
          {page.workHistory.map((job, i) => (
            <li key={`${i}-${job.company}`}>
              <p className="font-semibold text-slate-900">
                {job.title} · {job.company}
              </p>
              <p className="text-sm text-slate-600">
                {formatMonthRange(job.startMonth, job.endMonth)}
              </p>
              {job.summary ? <p className="mt-1 text-slate-700">{job.summary}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {links.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2" aria-label="Links">
          {links.map((link) => (
            <li key={link.key}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="font-medium text-brand-700 hover:underline"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
