/**
 * The companies module: a company's signup, profile, preferences, plan usage and standing
 * (`assertCompanyMayAct`), and the company pages candidates browse (issue #15) — the `companies`
 * table and its rules — and its verified domains (docs/decisions/079: `verifiedDomainsOf`, the
 * normaliser `normalizeDomain` is in src/shared/companies/domains.ts). Its public door (docs/decisions/072-server-modules.md): nothing outside the
 * module imports its other files.
 */
export {
  countCreatedSince,
  findCompany,
  findMonthlyUsage,
  findPreferences,
  listCompanies,
  listPlanUsage,
  lockDuePlans,
  updateCompany,
} from './companies.repo';
export type { CompanyFilters, CompanyRow } from './companies.repo';
export { companiesRoutes } from './companies.routes';
export { companyPageStatus, getCompanyProfile, getPreferences } from './companies.service';
export { assertCompanyMayAct } from './company-standing';
export {
  returnMonthlyIntroAllowance,
  takeIntroAllowanceSql,
  takeMonthlyIntroAllowance,
} from './plan-usage.repo';
export { countIntroRequestSql, incrementCompanyIntroCount } from './companies.repo';
export {
  acceptInvitation,
  deleteCompanyAndTeam,
  getTeamActivity,
  listTeamInvitations,
  type TeamActor,
} from './team.service';
export {
  appendTeamEvents,
  findCompanyContact,
  findMemberName,
  listMembers,
  memberNamesOf,
  memberUserIds,
} from './members.repo';
export type { MemberName } from './members.repo';
export { teamRoutes } from './team.routes';
export { companyDomainsRoutes } from './company-domains.routes';
export { firstVerifiedDomainOf, verifiedDomainsOf } from './company-domains.service';
export { verifiedDomainSql } from './company-domains.repo';
export { isFreeMailDomain } from './free-mail';
export {
  companyIdentityOf,
  companyNameAndDomain,
  searchCompanyNames,
  type CompanyIdentity,
} from './company-identity';
