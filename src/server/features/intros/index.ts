/**
 * The intros module: the life of an intro request, its meeting and its gig (spec 1 §4;
 * docs/decisions/012, 024, 052) — the requests, booking, the meeting's calendar file, gigs, the
 * free monthly allowance, the timers' lifecycle events, and who may see a candidate's contact
 * details and résumé (the double opt-in, docs/decisions/013). The lifecycle's rules are the pure
 * `domain/intro-lifecycle.ts`; this module carries them out. Its public door
 * (docs/decisions/072-server-modules.md): nothing outside the module imports its other files.
 */
export { candidateQuickStats } from './contact-access.service';
export { exportIntros } from './intros-export.service';
export {
  countGigsOfUser,
  deleteGigsOfUser,
  findActiveGigsOfCompany,
  findGigWithNames,
  listGigsForAdmin,
  removeGig,
} from './gigs.repo';
export type { ActiveGigRow, GigFilters, GigWithNames } from './gigs.repo';
export { gigsRoutes } from './gigs.routes';
export { applyToGig } from './gig-executor';
export {
  countIntrosOfUser,
  deleteIntrosOfUser,
  findIntroByPair,
  findIntrosOfCompany,
  findIntroWithNames,
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
export { compensationOf, fullName } from './intro-views';
export { introBlockedReason } from './verified-only';
