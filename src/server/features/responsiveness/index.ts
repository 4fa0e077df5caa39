/**
 * The responsiveness module: the answer-day buckets of candidates and the booking counters of
 * companies (docs/decisions/027), written by intro events and summed over the last 90 UTC days for
 * the cards and company pages. Its public door (docs/decisions/072-server-modules.md): nothing
 * outside the module imports its other files.
 */
export { findBucketsSince } from './candidate-answer-days.repo';
export type { AnswerDayBucket } from './candidate-answer-days.repo';
export {
  candidateResponsivenessFor,
  candidateResponsivenessFrom,
  companyBookingRatesFor,
  recordStats,
  windowStart,
} from './responsiveness.service';
