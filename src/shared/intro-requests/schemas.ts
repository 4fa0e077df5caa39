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

/**
 * What a company may do next with an intro, as the server's lifecycle allows it
 * (spec 1 §4 table; docs/decisions/012): the page offers exactly these.
 */
export const companyIntroActions = [
  're_request',
  'schedule',
  'book_call',
  'complete_meeting',
  'remind',
  'propose_gig',
] as const;
export type CompanyIntroAction = (typeof companyIntroActions)[number];

export const candidateResponses = ['accepted', 'declined'] as const;

/**
 * How an intro status reads in the admin area (spec 2 §4: "requested, accepted by candidate,
 * declined by candidate, meeting_scheduled, meeting_marked_by_company, meeting_completed").
 */
export const introStatusLabels: Record<IntroStatus, string> = {
  requested: 'Requested',
  accepted: 'Accepted by Candidate',
  declined: 'Declined by Candidate',
  meeting_scheduled: 'Meeting Scheduled',
  meeting_marked_by_company: 'Meeting Marked by Company',
  meeting_completed: 'Meeting Completed',
};

/** Gig statuses in which a trial project with the candidate is still live (docs/decisions/024). */
export const activeGigStatuses = ['proposed', 'in_progress'] as const;

/**
 * The company's trial project with this candidate that is in progress (else the newest one still
 * proposed): the pages say that a gig is under way, or awaits an answer. While one is in progress
 * Propose Gig is not offered (docs/decisions/024).
 */
export const activeGigSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(activeGigStatuses),
});
export type ActiveGig = z.infer<typeof activeGigSchema>;

/**
 * What a company sees of its intro with a candidate (feed card, dashboard). The spec's meeting
 * flags and the candidate's response are derived by the server from the stored status.
 */
export const introSummarySchema = z.object({
  id: z.string(),
  status: z.enum(introStatuses),
  meetingScheduled: z.boolean(),
  meetingMarkedByCompany: z.boolean(),
  meetingCompleted: z.boolean(),
  meetingTime: z.string().nullable(),
  candidateResponse: z.enum(candidateResponses).nullable(),
  /** What the company may do next. */
  actions: z.array(z.enum(companyIntroActions)),
  /** A gig with this candidate in progress, else the newest proposed one; null when none. */
  activeGig: activeGigSchema.nullable(),
});
export type IntroSummary = z.infer<typeof introSummarySchema>;

/**
 * A candidate's contact details: only for a company whose intro the candidate has accepted (the
 * double opt-in, docs/decisions/013); absent from every other response.
 */
export const candidateContactSchema = z.object({
  email: z.string(),
  calendarUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  portfolioUrl: z.string().nullable(),
  /** `/api/candidates/{id}/resume`, or null without a résumé. */
  resumeUrl: z.string().nullable(),
});
export type CandidateContact = z.infer<typeof candidateContactSchema>;

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
  /** Only while the candidate has accepted (docs/decisions/013). */
  contact: candidateContactSchema.optional(),
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

/** `POST /api/intro-requests` answers the request (a re-request keeps its id). */
export const createdIntroRequestSchema = z.object({
  id: z.string(),
  candidateId: z.string(),
  rerequested: z.boolean(),
});
export type CreatedIntroRequest = z.infer<typeof createdIntroRequestSchema>;

/** One page of the company's intro requests, newest first. */
export const companyIntroRequestPageSchema = z.object({
  items: z.array(companyIntroRequestSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type CompanyIntroRequestPage = z.infer<typeof companyIntroRequestPageSchema>;

/** Schedule Meeting answers the candidate's booking link (null: 'Manual Scheduling Required'). */
export const scheduleResultSchema = z.object({
  calendarUrl: z.string().nullable(),
  intro: companyIntroRequestSchema,
});
export type ScheduleResult = z.infer<typeof scheduleResultSchema>;

export const candidateIntroRequestSchema = z.object({
  id: z.string(),
  status: z.enum(introStatuses),
  companyName: z.string(),
  companyHiringRoles: z.array(z.string()),
  message: z.string().nullable(),
  roleDescription: z.string().nullable(),
  requestedAt: z.string(),
  candidateResponse: z.enum(candidateResponses).nullable(),
  candidateResponseDate: z.string().nullable(),
});
export type CandidateIntroRequest = z.infer<typeof candidateIntroRequestSchema>;
export const candidateIntroRequestListSchema = z.array(candidateIntroRequestSchema);

export const introResponseSchema = z.object({ response: z.enum(candidateResponses) });
export type IntroResponseInput = z.infer<typeof introResponseSchema>;

/** The candidate's answer, recorded: the new status and the spec's thank-you text. */
export const introAnswerResultSchema = z.object({
  status: z.enum(introStatuses),
  message: z.string(),
});
export type IntroAnswerResult = z.infer<typeof introAnswerResultSchema>;

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
 * The company-side display state of an intro (spec 1 §4 table): which badge to show. `none` when
 * there is no request. A booked call shows as scheduled, as the spec's table has it.
 */
export type IntroDisplayState =
  'none' | 'requested' | 'accepted' | 'meeting_scheduled' | 'meeting_completed' | 'declined';

export function introDisplayState(
  intro: Pick<IntroSummary, 'status'> | null | undefined,
): IntroDisplayState {
  if (!intro) return 'none';
  switch (intro.status) {
    case 'meeting_marked_by_company':
      return 'meeting_scheduled';
    default:
      return intro.status;
  }
}

/** Dashboard badges (spec 1 §4). */
export function dashboardBadge(intro: Pick<IntroSummary, 'status'>): string {
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
      return 'Unknown';
  }
}
