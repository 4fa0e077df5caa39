/**
 * The responsiveness module's public door (docs/decisions/072).
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
