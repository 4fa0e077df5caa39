/**
 * Responsiveness shown to the other side (issue #17; docs/decisions/027): how a candidate answers
 * intro requests over the last 90 days, and how often a company books a call once its intro is
 * accepted. Figures appear only from 3 requests (or accepted intros) on. Shared by the server,
 * which computes them from kept counts, and the web components that show them.
 */
import { z } from 'zod';

// The figures' thresholds and texts, without zod (the talent feed's first load imports them from
// there).
export * from './texts';

/**
 * A candidate's answers over the last 90 days; null below 3 settled requests. A request is
 * settled on the day it is answered (accepted or declined) or expires unanswered.
 */
export const candidateResponsivenessSchema = z
  .object({
    /** Requests settled in the window. */
    requests: z.number().int(),
    /** Of those, answered (accepted or declined). */
    answered: z.number().int(),
    /** `answered / requests`, as a whole percentage. */
    answeredPercent: z.number().int(),
    /** The median answer time in whole days, rounded up (≥ 1); null when none answered. */
    usualDays: z.number().int().nullable(),
  })
  .nullable();
export type CandidateResponsiveness = z.infer<typeof candidateResponsivenessSchema>;

/** A company's accepted intros and the share in which it booked a call; null below 3. */
export const companyBookingRateSchema = z
  .object({
    accepted: z.number().int(),
    booked: z.number().int(),
    bookedPercent: z.number().int(),
  })
  .nullable();
export type CompanyBookingRate = z.infer<typeof companyBookingRateSchema>;
