/** The route table lives in shared code so the server builds its links from it too. */
export {
  paths,
  type CandidateDashboardTab,
  type CompanyDashboardTab,
  type PathKey,
} from '../../shared/paths';
