/**
 * Intro requests and meetings (spec 1 §3 "Intro request", §4 "Intro request status (company view)",
 * "Scheduling", "Meeting reminder"; spec 2 §2 "Intro response page", §4 "Intro request").
 */
import { z } from 'zod';

export const introStatuses = [
  'requested',
  'accepted',
  'declined',
  'meeting_scheduled',
  'meeting_marked_by_company',
  'meeting_completed',
] as const;
export type IntroStatus = (typeof introStatuses)[number];

/** A meeting reminder is due this long after acceptance without a booked call (spec 1 §4, §9). */
export const REMINDER_AFTER_MS = 48 * 60 * 60 * 1000;

/** What a company sees of its intro with a candidate (feed card, dashboard). */
export const introSummarySchema = z.object({
  id: z.string(),
  status: z.enum(introStatuses),
  meetingScheduled: z.boolean(),
  meetingMarkedByCompany: z.boolean(),
  meetingCompleted: z.boolean(),
  meetingTime: z.string().nullable(),
  candidateResponse: z.enum(['accepted', 'declined']).nullable(),
});
export type IntroSummary = z.infer<typeof introSummarySchema>;

export const createIntroRequestSchema = z.object({
  candidateId: z.uuid('Candidate data not found. Please try again from the talent feed.'),
  message: z.string().trim().max(2000).optional(),
  roleDescription: z.string().trim().max(2000).optional(),
});
export type CreateIntroRequestInput = z.infer<typeof createIntroRequestSchema>;

export const companyIntroRequestSchema = introSummarySchema.extend({
  candidateId: z.string(),
  candidateName: z.string(),
  candidateFirstName: z.string(),
  candidateRole: z.string(),
  candidateEmail: z.string(),
  candidateCalendarUrl: z.string().nullable(),
  message: z.string().nullable(),
  roleDescription: z.string().nullable(),
  requestedAt: z.string(),
  acceptedAt: z.string().nullable(),
  candidateResponseDate: z.string().nullable(),
  meetingReminderSentAt: z.string().nullable(),
  /** The reminder banner shows (spec 1 §4 "Meeting reminder"). */
  reminderDue: z.boolean(),
});
export type CompanyIntroRequest = z.infer<typeof companyIntroRequestSchema>;

export const candidateIntroRequestSchema = z.object({
  id: z.string(),
  status: z.enum(introStatuses),
  companyName: z.string(),
  companyHiringRoles: z.array(z.string()),
  message: z.string().nullable(),
  roleDescription: z.string().nullable(),
  requestedAt: z.string(),
  candidateResponse: z.enum(['accepted', 'declined']).nullable(),
  candidateResponseDate: z.string().nullable(),
});
export type CandidateIntroRequest = z.infer<typeof candidateIntroRequestSchema>;

export const introResponseSchema = z.object({ response: z.enum(['accepted', 'declined']) });
export type IntroResponseInput = z.infer<typeof introResponseSchema>;

/** What the public response page shows (spec 2 §2 "Intro response page"). */
export const introResponseViewSchema = z.object({
  status: z.enum(introStatuses),
  companyName: z.string(),
  companyHiringRoles: z.array(z.string()),
  roleDescription: z.string().nullable(),
  candidateName: z.string(),
  candidateRole: z.string(),
});
export type IntroResponseView = z.infer<typeof introResponseViewSchema>;

export const bookCallSchema = z.object({
  /** When the call takes place (ISO 8601); now when omitted. */
  meetingTime: z.iso.datetime({ offset: true }).optional(),
});

/** Texts of the lifecycle (spec 1 §8, spec 2 §4, §8), word for word. */
export const introTexts = {
  alreadyResponded: (status: string) =>
    `This intro request has already been responded to (Status: ${status}). No further action is needed.`,
  accepted:
    'Thank you for accepting! The company has been notified and can now schedule a meeting.',
  declined: 'Thank you for your response. The company has been notified.',
  notFound: 'Intro request not found or link is invalid.',
  linkInvalid: 'This intro request link is invalid or has expired.',
  requestNotFoundScreen: 'The intro request details could not be loaded, or the link is invalid.',
  footer: 'Responding helps us improve our matching. Your privacy is important to us.',
  candidateMissing: 'Candidate data not found. Please try again from the talent feed.',
} as const;

/**
 * The company-side display state of an intro (spec 1 §4 table): which button and badge to show.
 * `none` when there is no request.
 */
export type IntroDisplayState =
  | 'none'
  | 'requested'
  | 'accepted'
  | 'meeting_scheduled'
  | 'meeting_completed'
  | 'declined'
  | 'other';

export function introDisplayState(intro: IntroSummary | null | undefined): IntroDisplayState {
  if (!intro) return 'none';
  if (intro.status === 'declined') return 'declined';
  if (intro.status === 'requested') return 'requested';
  if (intro.meetingCompleted || intro.status === 'meeting_completed') return 'meeting_completed';
  if (
    intro.meetingScheduled ||
    intro.status === 'meeting_scheduled' ||
    intro.status === 'meeting_marked_by_company'
  )
    return 'meeting_scheduled';
  if (intro.status === 'accepted') return 'accepted';
  return 'other';
}

/** Dashboard badges (spec 1 §4): other values verbatim, or 'Unknown'. */
export function dashboardBadge(intro: IntroSummary): string {
  switch (introDisplayState(intro)) {
    case 'requested':
      return 'Pending Candidate';
    case 'accepted':
      return 'Book Intro Call';
    case 'meeting_scheduled':
      return 'Call Scheduled';
    case 'meeting_completed':
      return 'Meeting Done';
    case 'declined':
      return 'Declined';
    default:
      return intro.status || 'Unknown';
  }
}

/** The gig-proposal gate's meeting condition (spec 2 §4): the call is marked booked, or done. */
export function meetingConfirmed(intro: IntroSummary): boolean {
  return intro.meetingMarkedByCompany || intro.meetingCompleted;
}
