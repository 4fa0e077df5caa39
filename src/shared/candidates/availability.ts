/**
 * Candidates stay current (issue #17; docs/decisions/028): every 30 days an approved candidate is
 * asked whether they are still open to intros; unanswered for 7 more days, they are paused (out of
 * the talent feed, no new intro requests) until they confirm. They can pause and resume themselves.
 * Shared by the server and the web app: the constants, the payloads and the texts.
 */
import { z } from 'zod';

const DAY_MS = 24 * 3_600_000;

/** How long after approval or the last confirmation the candidate is asked again. */
export const AVAILABILITY_CHECK_AFTER_MS = 30 * DAY_MS;
/** How long the question may go unanswered before the candidate is paused. */
export const AVAILABILITY_PAUSE_AFTER_MS = 7 * DAY_MS;
/** How long a one-click confirmation link works after it was sent. */
export const AVAILABILITY_LINK_VALID_MS = 30 * DAY_MS;

/** Who paused a candidate: themselves, or the unanswered check. */
export const pausedByValues = ['candidate', 'no_answer'] as const;
export type PausedBy = (typeof pausedByValues)[number];

/** Whether a candidate is open to intros, as their dashboard and the admin see it. */
export const availabilityStatusSchema = z.object({
  paused: z.boolean(),
  pausedAt: z.string().nullable(),
  pausedBy: z.enum(pausedByValues).nullable(),
  /** Since when the candidate has said they are open (approval or last confirmation). */
  confirmedAt: z.string(),
});
export type AvailabilityStatus = z.infer<typeof availabilityStatusSchema>;

/** `PUT /api/candidates/me/availability`: pause (`open: false`) or resume (`open: true`). */
export const setAvailabilitySchema = z.object({ open: z.boolean() });
export type SetAvailabilityInput = z.infer<typeof setAvailabilitySchema>;

/** What the one-click link's page shows after confirming. */
export const availabilityConfirmationSchema = z.object({
  firstName: z.string(),
  /** True when the link also brought the candidate back into the feed after a pause. */
  resumed: z.boolean(),
});
export type AvailabilityConfirmation = z.infer<typeof availabilityConfirmationSchema>;

export const availabilityTexts = {
  confirmedTitle: "You're still open to intros",
  confirmedText:
    "Companies keep seeing your profile in the talent feed. We'll check in again in 30 days.",
  resumedText:
    "Your profile is back in the talent feed and companies can ask you for intros again. We'll check in again in 30 days.",
  expiredTitle: 'This link has expired',
  expiredText:
    'Links to confirm you are open to intros work for 30 days. Log in to resume from your dashboard — it takes one click.',
  invalidTitle: "This link doesn't work",
  invalidText:
    'It may have been replaced by a newer e-mail, or copied incompletely. Log in to see whether you are open to intros.',
  pausedToast: 'Intros paused. Your profile is hidden from the talent feed until you resume.',
  resumedToast: 'Welcome back! Your profile is in the talent feed again.',
  alreadyPaused: 'Your profile is already paused.',
  notApproved: 'Only approved profiles appear in the talent feed.',
  candidatePaused:
    'This candidate has paused new intros for now. Their profile is back in the feed as soon as they are open again.',
} as const;
