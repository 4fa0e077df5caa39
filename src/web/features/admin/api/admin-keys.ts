/** Query keys of the admin area: everything under `['admin']`, so a mutation can refresh a whole list. */
export const adminKeys = {
  all: ['admin'] as const,
  candidates: ['admin', 'candidates'] as const,
  companies: ['admin', 'companies'] as const,
  intros: ['admin', 'intro-requests'] as const,
  gigs: ['admin', 'gigs'] as const,
  users: ['admin', 'users'] as const,
  deletionLog: ['admin', 'deletion-log'] as const,
  editLog: ['admin', 'edit-log'] as const,
  emails: ['admin', 'emails'] as const,
  emailConfig: ['admin', 'email-config'] as const,
  failedJobs: ['admin', 'jobs', 'failed'] as const,
  navCounts: ['admin', 'nav-counts'] as const,
};

/** Query values as sent: empty strings left out. */
export function compactQuery<T extends Record<string, string | number | undefined>>(
  query: T,
): Record<string, string | number | undefined> {
  const out: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== '' && value !== undefined) out[key] = value;
  }
  return out;
}
