/**
 * The companies module's public door (docs/decisions/072).
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
