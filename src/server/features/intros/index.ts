/**
 * The intros module's public door (docs/decisions/072).
 */
export { candidateQuickStats } from './contact-access.service';
export {
  countGigsOfUser,
  deleteGigsOfUser,
  findActiveGigsOfCompany,
  findGigWithNames,
  listGigsForAdmin,
  listGigsOf,
  removeGig,
} from './gigs.repo';
export type { ActiveGigRow, GigFilters, GigWithNames } from './gigs.repo';
export { gigsRoutes } from './gigs.routes';
export { applyToGig } from './gigs.service';
export {
  countIntrosOfUser,
  deleteIntrosOfUser,
  findIntroByPair,
  findIntrosOfCompany,
  findIntroWithNames,
  listIntrosOf,
  listIntrosForAdmin,
} from './intro-requests.repo';
export type { IntroFilters, IntroRow, IntroWithNames } from './intro-requests.repo';
export { introRequestsRoutes } from './intro-requests.routes';
export {
  activeGigWith,
  applyToIntro,
  contactFor,
  introState,
  runIntroTimers,
  toIntroSummary,
} from './intro-requests.service';
export { fullName } from './intro-views';
