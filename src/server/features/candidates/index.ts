/**
 * The candidates module's public door (docs/decisions/072).
 */
export { applyToAvailability, runAvailabilityTimers } from './availability.service';
export { countWithStatus, findCandidate, listCandidates, updateCandidate } from './candidates.repo';
export type { CandidateFilters, CandidateRow } from './candidates.repo';
export { candidatesRoutes } from './candidates.routes';
export { getCandidateProfile, resumeLink } from './candidates.service';
export type { QuickStats } from './candidates.service';
