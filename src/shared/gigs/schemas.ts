/**
 * Gigs — paid trial projects (spec 2 §2 "Company gig screens", §3 "Gig", §4 "Gig", "Gig-proposal
 * gate", §5 "Gig form", §8, §9). Messages and options are the spec's, word for word.
 */
import { z } from 'zod';
import { calendarDate } from '../http/dates';
import { text } from '../http/text';
import { candidateResponses } from '../intro-requests/schemas';

export const gigRoleCategories = [
  'Engineering',
  'Product',
  'Design',
  'Marketing',
  'Sales',
  'Other',
] as const;
export const gigDurations = ['1–2 days', '1 week', '2–3 weeks'] as const;
export const gigBudgets = ['$250–$500', '$500–$1,000', '$1,000+'] as const;
export const gigStatuses = ['open', 'proposed', 'in_progress', 'complete', 'cancelled'] as const;
export type GigStatus = (typeof gigStatuses)[number];

/** How a gig status reads wherever it is shown (spec 2 §4: open, proposed, in progress, …). */
export const gigStatusLabels: Record<GigStatus, string> = {
  open: 'Open',
  proposed: 'Proposed',
  in_progress: 'In Progress',
  complete: 'Complete',
  cancelled: 'Cancelled',
};

/**
 * What a company may do with one of its gigs, as the server's lifecycle allows it
 * (docs/decisions/024): the card and the gig's page offer exactly these. `edit`: change what was
 * entered, while the gig is open — posted, not proposed, nobody working on it (issue #30).
 */
export const companyGigActions = ['complete', 'edit'] as const;
export type CompanyGigAction = (typeof companyGigActions)[number];
export const gigTypes = ['full-time', 'part-time', 'contract', 'freelance'] as const;
export const TITLE_MAX = 100;
export const DESCRIPTION_MIN = 50;
export const DELIVERABLES_MIN = 30;

/** The company list's status filter (spec 2 §2): label → status. */
export const gigStatusFilters = [
  { label: 'All', value: '' },
  { label: 'Open', value: 'open' },
  { label: 'In Progress', value: 'in_progress' },
  { label: 'Complete', value: 'complete' },
] as const;

export const gigMessages = {
  titleRequired: 'Project title is required.',
  titleTooLong: 'Project title must be 100 characters or less.',
  roleCategoryRequired: 'Role category is required.',
  descriptionRequired: 'Project description is required.',
  descriptionTooShort: 'Project description must be at least 50 characters.',
  deliverablesRequired: 'Deliverables/objectives are required.',
  deliverablesTooShort: 'Deliverables must be at least 30 characters.',
  durationRequired: 'Estimated duration is required.',
  budgetRequired: 'Budget range is required.',
  startDateRequired: 'Start date is required.',
  startDatePast: 'Start date must be today or later.',
  candidateRequired: 'Please select a candidate.',
  meetingLocked: 'Cannot propose gig: Meeting not confirmed as scheduled.',
  validationTitle: 'Validation Error',
  postFailed: 'Could not post gig. Please try again.',
  posted: { title: 'Gig Posted Successfully!', description: 'Your trial project is now live.' },
  proposed: (name: string) => ({
    title: 'Gig Proposed Successfully!',
    description: `Your trial project has been proposed to ${name}.`,
  }),
  completed: { title: 'Gig Updated!', description: 'Project marked as complete.' },
  /** An open gig's changes saved (issue #30; the spec's Edit was a coming-soon notice). */
  edited: { title: 'Gig Updated', description: 'Your changes are saved.' },
  /** Another company's gig, or no such id (issue #30): the same answer for both. */
  notFound: {
    title: 'Gig Not Found',
    description: 'This trial project does not exist, or it is not one of yours.',
  },
  saveFailed: 'Could not save your changes. Please try again.',
  loadFailed: {
    title: 'Error Loading Gigs',
    description: 'Failed to load gigs. Please try again.',
  },
  introNotAccepted: {
    title: 'Intro Not Accepted',
    description: 'You must have an accepted intro with this candidate to propose a gig.',
  },
  meetingNotScheduled: {
    title: 'Meeting Not Scheduled',
    description: 'Cannot propose gig: Meeting not confirmed as scheduled.',
  },
  candidateNotFound: {
    title: 'Candidate Not Found',
    description: 'Candidate data not found. Please try again from the talent feed.',
  },
  gigUnderWay: {
    title: 'Gig In Progress',
    description:
      'A trial project with this candidate is already in progress. Find it in My Trial Projects.',
  },
  accepted: 'Gig Accepted!',
  declined: 'Gig Declined',
  acceptFailed: 'Failed to accept the gig. Please try again.',
  declineFailed: 'Failed to decline the gig. Please try again.',
  acceptedNote: 'Gig Accepted! The company will contact you with next steps.',
} as const;

/** Today as YYYY-MM-DD in the local time zone, shifted by `days`. */
export function isoDate(days = 0, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const required = (message: string) => text({ error: message }).trim().min(1, message);
const oneOf = (options: readonly string[], message: string) =>
  z.string({ error: message }).refine((v) => options.includes(v), message);

/**
 * The gig form (spec 2 §5 "Gig form"). `earliestStart` is the first allowed start date: today in
 * the browser; the server allows one day less, since the company's today may be behind UTC.
 */
export function gigFormSchema(
  options: { proposing: boolean; earliestStart?: () => string } = { proposing: false },
) {
  const earliest = options.earliestStart ?? (() => isoDate());
  return z.object({
    title: required(gigMessages.titleRequired).max(TITLE_MAX, gigMessages.titleTooLong),
    roleCategory: oneOf(gigRoleCategories, gigMessages.roleCategoryRequired),
    description: required(gigMessages.descriptionRequired)
      .min(DESCRIPTION_MIN, gigMessages.descriptionTooShort)
      .max(5000),
    deliverables: required(gigMessages.deliverablesRequired)
      .min(DELIVERABLES_MIN, gigMessages.deliverablesTooShort)
      .max(5000),
    estimatedDuration: oneOf(gigDurations, gigMessages.durationRequired),
    budgetRange: oneOf(gigBudgets, gigMessages.budgetRequired),
    preferredCandidateId: options.proposing
      ? z.string({ error: gigMessages.candidateRequired }).uuid(gigMessages.candidateRequired)
      : z.union([z.uuid(), z.literal('')]).optional(),
    startDate: calendarDate(gigMessages.startDateRequired).refine(
      (d) => d >= earliest(),
      gigMessages.startDatePast,
    ),
  });
}
export type GigFormInput = z.infer<ReturnType<typeof gigFormSchema>>;

export const companyGigSchema = z.object({
  id: z.string(),
  title: z.string(),
  roleCategory: z.string(),
  description: z.string(),
  deliverables: z.string(),
  estimatedDuration: z.string(),
  budgetRange: z.string(),
  startDate: z.string(),
  status: z.enum(gigStatuses),
  preferredCandidateId: z.string().nullable(),
  /** 'Not specified' when none; 'Unknown Candidate' when the candidate is gone. */
  preferredCandidateName: z.string(),
  /**
   * The preferred candidate's profile page (`/talent/{id}`) opens: they are approved (issue #30,
   * the gig's page links to it). False when there is no preferred candidate.
   */
  preferredCandidateHasProfile: z.boolean(),
  candidateResponse: z.enum(candidateResponses).nullable(),
  candidateResponseDate: z.string().nullable(),
  createdAt: z.string(),
  /** What the company may do next: Mark Complete only while in progress, Edit only while open. */
  actions: z.array(z.enum(companyGigActions)),
});
export type CompanyGig = z.infer<typeof companyGigSchema>;
export const companyGigListSchema = z.array(companyGigSchema);

/** A created or completed gig: its id and status. */
export const gigStatusResultSchema = z.object({ id: z.string(), status: z.enum(gigStatuses) });
export type GigStatusResult = z.infer<typeof gigStatusResultSchema>;

/** A proposed gig, with the candidate's name for the toast. */
export const proposedGigSchema = gigStatusResultSchema.extend({ candidateName: z.string() });
export type ProposedGig = z.infer<typeof proposedGigSchema>;

/** A preferred-candidate option: a candidate who accepted the company's intro. */
export const candidateChoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
});
export type CandidateChoice = z.infer<typeof candidateChoiceSchema>;
export const candidateChoiceListSchema = z.array(candidateChoiceSchema);

export const candidateGigSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The company's page `/companies/{id}` (issue #15). */
  companyId: z.string(),
  companyName: z.string(),
  type: z.string().nullable(),
  budgetRange: z.string(),
  estimatedDuration: z.string(),
  location: z.string(),
  description: z.string(),
  deliverables: z.string(),
  skills: z.array(z.string()),
  status: z.enum(gigStatuses),
  proposedToMe: z.boolean(),
  candidateResponse: z.enum(candidateResponses).nullable(),
  candidateResponseDate: z.string().nullable(),
  startDate: z.string(),
  createdAt: z.string(),
});
export type CandidateGig = z.infer<typeof candidateGigSchema>;
export const candidateGigListSchema = z.array(candidateGigSchema);

/** The candidate's answer to a proposal, recorded. */
export const gigAnswerResultSchema = gigStatusResultSchema.extend({
  candidateResponse: z.enum(candidateResponses),
});
export type GigAnswerResult = z.infer<typeof gigAnswerResultSchema>;

/**
 * The gate's answer for a candidate the company knows (spec 2 §4 "Gig-proposal gate"); any other
 * candidate is a 404 'Candidate Not Found' (docs/decisions/020).
 */
export const gigGateSchema = z.object({
  state: z.enum(['ok', 'intro_not_accepted', 'meeting_not_scheduled', 'gig_under_way']),
  candidate: z.object({ id: z.string(), name: z.string(), role: z.string() }),
});
export type GigGate = z.infer<typeof gigGateSchema>;

export const gigResponseSchema = z.object({ response: z.enum(candidateResponses) });
