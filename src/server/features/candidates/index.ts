/**
 * The candidates module: a candidate's signup, profile, résumé file and availability (spec 1 §2
 * "Candidate signup", spec 2 §2; docs/decisions/028) — the `candidates` table and its rules. It
 * sits below intros: the Quick Stats it shows are counted by intros and passed in by the
 * composition root (`CandidatesRoutesOptions`). Its public door (docs/decisions/072-server-
 * modules.md): nothing outside the module imports its other files.
 */
export { applyToAvailability, runAvailabilityTimers } from './availability.service';
export { countWithStatus, findCandidate, listCandidates, updateCandidate } from './candidates.repo';
export type { CandidateFilters, CandidateRow } from './candidates.repo';
export { candidatesRoutes } from './candidates.routes';
export { introPreferencesRoutes } from './intro-preferences';
export { getCandidateProfile, resumeLink } from './candidates.service';
export type { QuickStats } from './candidates.service';
export {
  currentEmployerOf,
  currentJobsOf,
  getPublicWorkHistory,
  publicLinksOf,
} from './work-history.service';
export { recordVettingDecision, vettedSummary, vettingStats } from './vetting.service';
export type { VettingDecision } from './vetting.service';
export {
  candidatesHiddenFrom,
  companyReader,
  hiddenCandidateIdsSql,
  isCandidateHiddenFrom,
} from './privacy.service';
