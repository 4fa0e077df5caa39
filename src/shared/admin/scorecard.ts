/**
 * The scorecard (issue #35 part 5, docs/decisions/078-a-scorecard-to-approve.md): the admin's
 * vetting record of a candidate. Approving requires one — four fixed criteria, each rated 1–4 with
 * a note, and the overall decision; rejecting names a reason category (the candidate's e-mail names
 * it kindly) and may carry an internal note. The public summary ("Vetted by WarmIntro on {date}")
 * lists only the criteria that passed: never a rating, never a note.
 */
import { z } from 'zod';
import { requiredText, text, tooLong } from '../http/text';

/** The criteria, in the order the form and the profile show them. */
export const vettingCriteria = [
  'technicalDepth',
  'communication',
  'seniorityMatches',
  'referencesChecked',
] as const;
export type VettingCriterion = (typeof vettingCriteria)[number];

/** Each criterion's name, as the admin's form and the candidate's profile show it. */
export const vettingCriterionLabels: Record<VettingCriterion, string> = {
  technicalDepth: 'Technical depth',
  communication: 'Communication',
  seniorityMatches: 'Seniority matches the stated experience',
  referencesChecked: 'References or work samples checked',
};

/** The ratings 1–4 and what each means on the form. */
export const scorecardRatings = [1, 2, 3, 4] as const;
export type ScorecardRating = (typeof scorecardRatings)[number];
export const scorecardRatingLabels: Record<ScorecardRating, string> = {
  1: '1 — Not shown',
  2: '2 — Below the bar',
  3: '3 — Meets the bar',
  4: '4 — Strong',
};

/** A criterion passes — and shows on the public profile — when rated at least this (ADR 078). */
export const PASSING_RATING = 3;

/** True when `rating` passes (3 or 4). */
export function passes(rating: number): boolean {
  return rating >= PASSING_RATING;
}

/** The longest note on a criterion, and on a rejection. */
export const SCORECARD_NOTE_MAX = 1000;

export const scorecardTexts = {
  ratingRequired: 'Choose a rating from 1 to 4.',
  noteRequired: 'Write a short note for this criterion.',
  reasonRequired: 'Choose a reason.',
  /** The public summary's line; `{date}` is the day of the approval, in words. */
  vettedOn: (date: string) => `Vetted by WarmIntro on ${date}`,
  medianLabel: 'Median time to vet (30 days)',
  notByEdit: 'Use Approve (with the scorecard) or Reject (with a reason) to change this status.',
} as const;

const criterionSchema = z.object({
  rating: z.literal(scorecardRatings, { error: scorecardTexts.ratingRequired }),
  note: requiredText(scorecardTexts.noteRequired, 'Note', SCORECARD_NOTE_MAX),
});
export type CriterionScore = z.infer<typeof criterionSchema>;

/** Every criterion's rating and note. */
export const scorecardCriteriaSchema = z.object({
  technicalDepth: criterionSchema,
  communication: criterionSchema,
  seniorityMatches: criterionSchema,
  referencesChecked: criterionSchema,
});
export type ScorecardCriteria = z.infer<typeof scorecardCriteriaSchema>;

/**
 * `POST /api/admin/candidates/{id}/approve`: the scorecard, every criterion rated with a note, and
 * the overall decision (`approve`: the only decision this route takes; a rejection is `/reject`).
 */
export const approveCandidateSchema = z.object({
  criteria: scorecardCriteriaSchema,
  decision: z.literal('approve', { error: 'The overall decision must be approve.' }),
});
export type ApproveCandidateInput = z.infer<typeof approveCandidateSchema>;

/** The reason categories of a rejection, with the admin's label for each. */
export const rejectionReasons = [
  'not_enough_experience',
  'skills_outside_focus',
  'could_not_verify',
  'incomplete_profile',
] as const;
export type RejectionReason = (typeof rejectionReasons)[number];
export const rejectionReasonLabels: Record<RejectionReason, string> = {
  not_enough_experience: 'Not enough professional experience yet',
  skills_outside_focus: 'Skills outside what companies here hire for',
  could_not_verify: "Couldn't verify the profile",
  incomplete_profile: 'Incomplete profile',
};

/**
 * `POST /api/admin/candidates/{id}/reject`: the reason category, and an internal note (never sent
 * to the candidate).
 */
export const rejectCandidateSchema = z.object({
  reason: z.enum(rejectionReasons, { error: scorecardTexts.reasonRequired }),
  note: text()
    .trim()
    .max(SCORECARD_NOTE_MAX, tooLong('Note', SCORECARD_NOTE_MAX))
    .optional()
    .transform((v) => v || undefined),
});
export type RejectCandidateInput = z.input<typeof rejectCandidateSchema>;

/** How far back the median time to vet looks. */
export const VETTING_STATS_DAYS = 30;

/**
 * `GET /api/admin/vetting-stats`: the median time from a candidate's signup to the admin's decision
 * (approved or rejected) over the decisions of the last `VETTING_STATS_DAYS` days.
 */
export const vettingStatsSchema = z.object({
  /** Whole seconds; null when no decision was made in the period. */
  medianSeconds: z.number().int().nullable(),
  /** How many decisions the median is over. */
  decisions: z.number().int(),
  days: z.number().int(),
});
export type VettingStats = z.infer<typeof vettingStatsSchema>;

/** A duration in words, roughly: "45 minutes", "5 hours", "3 days" (the admin's waiting times). */
export function durationInWords(seconds: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (seconds < 3600) return unit(Math.max(1, Math.round(seconds / 60)), 'minute');
  if (seconds < 48 * 3600) return unit(Math.round(seconds / 3600), 'hour');
  return unit(Math.round(seconds / 86400), 'day');
}

/** The public summary on the candidate's profile: the day of the approval and the passed criteria. */
export const vettedSummarySchema = z.object({
  /** When the approving scorecard was recorded (ISO 8601). */
  at: z.string(),
  /** The criteria rated 3 or 4, in `vettingCriteria` order. */
  passed: z.array(z.enum(vettingCriteria)),
});
export type VettedSummary = z.infer<typeof vettedSummarySchema>;
