/**
 * The admin pages, in the order the admin header lists them (spec 2 §2 "Admin screens"; issue #7).
 * `badge`: the nav count shown beside the link (issue #16; docs/decisions/040).
 */
import { paths } from '../../../config/paths';

export const adminLinks = [
  { label: 'Candidates', to: paths.adminCandidates.getHref(), badge: 'pendingCandidates' },
  { label: 'Companies', to: paths.adminCompanies.getHref(), badge: 'newCompanies' },
  { label: 'Intro Requests', to: paths.adminIntroRequests.getHref() },
  { label: 'Intros & Gigs', to: paths.adminIntrosAndGigs.getHref() },
  { label: 'Delete Users', to: paths.adminDeleteUsers.getHref() },
  { label: 'Emails', to: paths.adminEmails.getHref() },
  { label: 'Jobs', to: paths.adminJobs.getHref() },
  { label: 'Audit', to: paths.adminAudit.getHref() },
  { label: 'Security', to: paths.adminSecurity.getHref() },
] as const;
