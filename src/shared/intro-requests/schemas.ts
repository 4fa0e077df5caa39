/**
 * Intro requests and meetings (spec 1 §3 "Intro request", §4 "Intro request status (company view)",
 * "Scheduling", "Meeting reminder"; spec 2 §2 "Intro response page", §4 "Intro request").
 */
import { z } from 'zod';
import { companyPublicSchema } from '../companies/schemas';
import { dateTime } from '../http/dates';
import { text } from '../http/text';
import { compensationSchema, compensationViewSchema } from './compensation';

// The statuses, the company-side display state and badge, without zod (the talent feed's first
// load imports them from there).
export * from './display-state';
import { introStatuses, type IntroStatus } from './display-state';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A meeting reminder is due this long after acceptance without a booked call (spec 1 §4, §9). */
export const REMINDER_AFTER_MS = 48 * HOUR_MS;
/** An unanswered request expires after 7 days; the candidate is reminded once after 3 (issue #17). */
export const EXPIRE_AFTER_MS = 7 * DAY_MS;
export const CANDIDATE_REMINDER_AFTER_MS = 3 * DAY_MS;
/** An accepted intro with no booked call closes as stale after 14 days (issue #17). */
export const STALE_AFTER_MS = 14 * DAY_MS;
/** Both sides are reminded this long before a booked call (issue #17). */
export const CALL_REMINDERS_MS = { '24h': 24 * HOUR_MS, '1h': HOUR_MS } as const;
export type CallReminder = keyof typeof CALL_REMINDERS_MS;

/** Slots: 2–5 thirty-minute times within the next 14 days (issue #17). */
export const SLOT_MINUTES = 30;
export const SLOTS_MIN = 2;
export const SLOTS_MAX = 5;
export const SLOT_WINDOW_MS = 14 * DAY_MS;

/** The two sides of an intro. */
export const introSides = ['company', 'candidate'] as const;
export type IntroSide = (typeof introSides)[number];

/** What the company decides after the call (issue #17 "After the call"). */
export const introOutcomes = ['propose_gig', 'keep_talking', 'pass'] as const;
export type IntroOutcome = (typeof introOutcomes)[number];
/** Why a company passes: a short list (issue #17). */
export const passReasons = [
  'Skills not the right fit',
  'Role filled',
  'Budget or rate',
  'Timing',
  'Location or time zone',
  'Other',
] as const;
export type PassReason = (typeof passReasons)[number];
export const OUTCOME_NOTE_MAX = 1000;
export const CANCEL_REASON_MAX = 500;

/**
 * What a company may do next with an intro, as the server's lifecycle allows it
 * (spec 1 §4 table; docs/decisions/012): the page offers exactly these.
 */
export const companyIntroActions = [
  're_request',
  'schedule',
  'book_slot',
  'book_call',
  'offer_slots',
  'cancel_call',
  'complete_meeting',
  'record_outcome',
  'remind',
  'reopen',
  'propose_gig',
] as const;
export type CompanyIntroAction = (typeof companyIntroActions)[number];

/** What a candidate may do next with an intro (issue #17), as the lifecycle allows it. */
export const candidateIntroActions = [
  'accept',
  'decline',
  'offer_slots',
  'book_slot',
  'cancel_call',
  'reopen',
] as const;
export type CandidateIntroAction = (typeof candidateIntroActions)[number];

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
  expired: 'Expired',
  stale: 'Closed: No Call Booked',
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
  /** Times offered for the call (ISO 8601, UTC), and by whom (issue #17). */
  slots: z.array(z.string()),
  slotsOfferedBy: z.enum(introSides).nullable(),
  /** The last cancelled call, if any. */
  callCancellation: z
    .object({ at: z.string(), by: z.enum(introSides), reason: z.string() })
    .nullable(),
  /** The company's decision after the call. */
  outcome: z.enum(introOutcomes).nullable(),
  /** When the request expired or closed as stale. */
  closedAt: z.string().nullable(),
  /** What the company may do next. */
  actions: z.array(z.enum(companyIntroActions)),
  /** A gig with this candidate in progress, else the newest proposed one; null when none. */
  activeGig: activeGigSchema.nullable(),
  /**
   * Which member of the company asked, and when (issue #33 item 4): "Requested by Dana Lee on
   * 3 Dec", or for a teammate's open request "Dana asked on 3 Dec — Pending Response"
   * (`teammateAskedText`). `userId` is the member's (compare with the session's user id for
   * "you"); `name` and `userId` null: the member's account is gone; `former`: they left.
   */
  requestedBy: z
    .object({
      userId: z.string().nullable(),
      name: z.string().nullable(),
      former: z.boolean(),
      at: z.string(),
    })
    .nullable(),
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
  /**
   * GitHub and personal site, whatever the candidate's "Show before an intro" choices: after the
   * yes they join the rest (docs/decisions/080).
   */
  githubUrl: z.string().nullable(),
  personalSiteUrl: z.string().nullable(),
  /** `/api/candidates/{id}/resume`, or null without a résumé. */
  resumeUrl: z.string().nullable(),
});
export type CandidateContact = z.infer<typeof candidateContactSchema>;

/** The personal note of an intro request, at most this many characters (issue #15). */
export const INTRO_NOTE_MAX = 1000;
/** The role an intro request is about, at most this many characters (issue #15). */
export const INTRO_ROLE_MAX = 200;

export const introDetailsMessages = {
  noteTooLong: 'Your note must be 1,000 characters or less.',
  roleTooLong: `The role must be ${INTRO_ROLE_MAX} characters or less.`,
} as const;

/**
 * What an intro request says about why (spec 1 §3 and spec 2 §3 `role_description` and optional
 * `message`; issue #15, docs/decisions/034): the role, and a personal note. Both optional; an
 * empty text means none. On a re-request a field left out keeps what the request said before.
 */
export const introRequestDetailsSchema = z.object({
  roleDescription: text().trim().max(INTRO_ROLE_MAX, introDetailsMessages.roleTooLong).optional(),
  message: text().trim().max(INTRO_NOTE_MAX, introDetailsMessages.noteTooLong).optional(),
});
export type IntroRequestDetailsInput = z.infer<typeof introRequestDetailsSchema>;

/**
 * `POST /api/intro-requests`: the role and note, and the pay — required on every request and
 * re-request (issue #35, docs/decisions/077).
 */
export const createIntroRequestSchema = introRequestDetailsSchema.extend({
  candidateId: z.uuid('Candidate data not found. Please try again from the talent feed.'),
  compensation: compensationSchema,
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
  /** The stated pay (issue #35); null on a request from before pay was required. */
  compensation: compensationViewSchema,
  /** The candidate's stated salary expectation (`salaryRangeOptions`), for the comparison. */
  candidateSalaryRange: z.string().nullable(),
  requestedAt: z.string(),
  acceptedAt: z.string().nullable(),
  candidateResponseDate: z.string().nullable(),
  meetingReminderSentAt: z.string().nullable(),
  /** The reminder banner shows (spec 1 §4 "Meeting reminder"). */
  reminderDue: z.boolean(),
  outcomeReason: z.enum(passReasons).nullable(),
  outcomeNote: z.string().nullable(),
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
  /** The company's page `/companies/{id}` (issue #15). */
  companyId: z.string(),
  companyName: z.string(),
  companyHiringRoles: z.array(z.string()),
  /** Who asked, as the candidate reads it (issue #33 item 8): "Dana Lee, Head of Engineering at Acme". */
  requestedBy: z.string().nullable(),
  message: z.string().nullable(),
  roleDescription: z.string().nullable(),
  /** The stated pay (issue #35); null on a request from before pay was required. */
  compensation: compensationViewSchema,
  requestedAt: z.string(),
  candidateResponse: z.enum(candidateResponses).nullable(),
  candidateResponseDate: z.string().nullable(),
  /** The booked call's start (ISO 8601, UTC), or null. */
  meetingTime: z.string().nullable(),
  slots: z.array(z.string()),
  slotsOfferedBy: z.enum(introSides).nullable(),
  callCancellation: introSummarySchema.shape.callCancellation,
  /** The company's outcome after the call, kindly worded for the candidate (issue #17). */
  outcomeMessage: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** What the candidate may do next. */
  actions: z.array(z.enum(candidateIntroActions)),
  /** The company's public data, with how often it books a call (docs/decisions/027). */
  company: companyPublicSchema,
});
export type CandidateIntroRequest = z.infer<typeof candidateIntroRequestSchema>;
export const candidateIntroRequestListSchema = z.array(candidateIntroRequestSchema);

/** A slot as sent: an ISO 8601 date-time with its offset. */
const slotTime = dateTime('Please enter a valid date and time.');
const slotMessage = `Offer ${SLOTS_MIN} to ${SLOTS_MAX} times for the call.`;
/**
 * 2–5 slots; the lifecycle also checks they are ahead and within 14 days. One message for the
 * whole list (the field `slots`), so the form can show it beside the times.
 */
export const slotListSchema = z
  .array(text().max(40), { error: slotMessage })
  .min(SLOTS_MIN, slotMessage)
  .max(SLOTS_MAX, slotMessage)
  .refine((list) => list.every((s) => slotTime.safeParse(s).success), {
    message: 'Please enter a valid date and time for each time.',
  });

/**
 * The candidate's answer (spec 2 §4). Accepting may offer 2–5 slots; without them the company
 * books through the candidate's calendar link (issue #17).
 */
export const introResponseSchema = z.object({
  response: z.enum(candidateResponses),
  slots: slotListSchema.optional(),
});
export type IntroResponseInput = z.infer<typeof introResponseSchema>;

/** New times offered by either side (a reschedule when a call is booked). */
export const offerSlotsSchema = z.object({ slots: slotListSchema });
export type OfferSlotsInput = z.infer<typeof offerSlotsSchema>;

/** The other side picks one of the offered times. */
export const bookSlotSchema = z.object({ start: slotTime });
export type BookSlotInput = z.infer<typeof bookSlotSchema>;

/** Cancelling a booked call needs a reason (issue #17). */
export const cancelCallSchema = z.object({
  reason: text({ error: 'Please give a reason.' })
    .trim()
    .min(1, 'Please give a reason.')
    .max(CANCEL_REASON_MAX, `Please keep the reason under ${CANCEL_REASON_MAX} characters.`),
});
export type CancelCallInput = z.infer<typeof cancelCallSchema>;

/** The company's outcome after the call: passing needs a reason from the list (issue #17). */
export const recordOutcomeSchema = z
  .object({
    outcome: z.enum(introOutcomes, { error: 'Please choose an outcome.' }),
    reason: z.enum(passReasons, { error: 'Please choose a reason.' }).nullish(),
    note: text()
      .trim()
      .max(OUTCOME_NOTE_MAX, `Please keep the note under ${OUTCOME_NOTE_MAX} characters.`)
      .nullish(),
  })
  .refine((v) => v.outcome !== 'pass' || Boolean(v.reason), {
    path: ['reason'],
    message: 'Please choose a reason.',
  });
export type RecordOutcomeInput = z.infer<typeof recordOutcomeSchema>;

/** The candidate's answer, recorded: the new status and the spec's thank-you text. */
export const introAnswerResultSchema = z.object({
  status: z.enum(introStatuses),
  message: z.string(),
});
export type IntroAnswerResult = z.infer<typeof introAnswerResultSchema>;

/** What the public response page shows (spec 2 §2 "Intro response page"). */
export const introResponseViewSchema = z.object({
  status: z.enum(introStatuses),
  /** The company's page `/companies/{id}` (issue #15; candidates sign in to open it). */
  companyId: z.string(),
  companyName: z.string(),
  companyHiringRoles: z.array(z.string()),
  /** Who asked, as the candidate reads it (issue #33 item 8): "Dana Lee, Head of Engineering at Acme". */
  requestedBy: z.string().nullable(),
  roleDescription: z.string().nullable(),
  /** The company's personal note (issue #15), or null. */
  message: z.string().nullable(),
  /** The stated pay (issue #35); null on a request from before pay was required. */
  compensation: compensationViewSchema,
  candidateName: z.string(),
  candidateRole: z.string(),
  /** Without a calendar link the candidate must offer times when accepting (issue #17). */
  candidateHasCalendarLink: z.boolean(),
  /**
   * The company's public data, with how often it books a call (docs/decisions/027); without its
   * id, since whoever holds the link reads this page.
   */
  company: companyPublicSchema.omit({ id: true }),
});
export type IntroResponseView = z.infer<typeof introResponseViewSchema>;

/** 'Call Booking Confirmed' (spec 1 §4): when the call takes place (ISO 8601), in the future. */
export const bookCallSchema = z.object({
  meetingTime: dateTime('Please enter a valid date and time.'),
});
export type BookCallInput = z.infer<typeof bookCallSchema>;

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
