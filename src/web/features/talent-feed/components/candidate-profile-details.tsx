import type { CandidatePage } from '../../../../shared/candidates/candidate-page';
import { availabilityLabel } from '../../../../shared/candidates/constants';

const longDate = (value: string) =>
  new Date(value.length === 10 ? `${value}T00:00:00Z` : value).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The facts column of a profile page (issue #15): experience, location, availability (the kind
 * of work, in the one list's words: docs/decisions/056) and its date, hourly rate, salary range
 * (left out when undisclosed), member since.
 */
export function CandidateProfileDetails({ page }: { page: CandidatePage }) {
  const rows: [string, string][] = [
    ['Experience', page.experience],
    ['Location', page.location],
    ['Availability', availabilityLabel(page.availability) || '—'],
  ];
  if (page.availabilityDate) rows.push(['Available from', longDate(page.availabilityDate)]);
  if (page.hourlyRate !== null) rows.push(['Hourly rate', `$${page.hourlyRate} / hour`]);
  if (page.salaryRange) rows.push(['Salary range', page.salaryRange]);
  rows.push(['Member since', longDate(page.memberSince)]);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">Details</h2>
      <dl className="mt-3 grid gap-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
