/**
 * Display labels for the candidate options (spec 2 §3 "Candidate"). Availability has one label
 * function for every page, the shared `availabilityLabel` (docs/decisions/056).
 */
import { availabilityLabel } from '../../../../shared/candidates/constants';
import type { CandidateProfile } from '../../../../shared/candidates/schemas';

/**
 * A gig's type as shown: the availability words for 'full-time', 'part-time' and 'contract'
 * ('Full-time'), other types capitalised ('freelance' → 'Freelance').
 */
export function gigTypeLabel(type: string): string {
  const label = availabilityLabel(type);
  return label === type ? type.charAt(0).toUpperCase() + type.slice(1) : label;
}

/** 'N years' (1 year), or `fallback` when the candidate gave none. */
export function experienceLabel(years: number | null, fallback: string): string {
  if (years === null) return fallback;
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** Spec 2 §2: 'Prefer not to disclose' (and a missing range) reads 'Not specified'. */
export function salaryLabel(range: CandidateProfile['salaryRange']): string {
  return !range || range === 'Prefer not to disclose' ? 'Not specified' : range;
}

/** A stored ISO date or timestamp as a short local date, e.g. 'Mar 4, 2026'. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  // A plain date is read in local time, so it does not move a day back west of UTC.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
