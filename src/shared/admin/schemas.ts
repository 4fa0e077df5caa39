/**
 * Admin area payloads (spec 2 §2 "Admin screens", §3 admin edit log and deletion log, §4, §5
 * "Admin", §8). Texts are the spec's, word for word.
 */
import { z } from 'zod';
import {
  candidateFields,
  candidateMessages,
  candidateStatuses,
  parseSkills,
} from '../candidates/schemas';
import { pausedByValues } from '../candidates/availability';
import { companyFields, companyStatuses, planTiers, splitCommaList } from '../companies/schemas';
import { optionalCalendarDate } from '../http/dates';
import { email, requiredText, text } from '../http/text';
import { optionalUrl } from '../http/urls';
import { gigStatuses } from '../gigs/schemas';
import { candidateResponses, introOutcomes, introStatuses } from '../intro-requests/schemas';
import { compensationViewSchema } from '../intro-requests/compensation';

/** Outbox e-mail statuses (DESIGN.md "Background work"): queued → sending → sent, simulated or failed. */
export const emailStatuses = ['queued', 'sending', 'sent', 'simulated', 'failed'] as const;
export type EmailStatus = (typeof emailStatuses)[number];
export const ADMIN_SKILLS_SHOWN = 3;
export const ADMIN_HIRING_ROLES_SHOWN = 2;
export const DELETION_LOG_SHOWN = 10;

export const adminTexts = {
  loginSuccess: 'Admin Login Successful',
  loginFailed: { title: 'Login Failed', description: 'Incorrect admin password.' },
  accessDenied: {
    title: 'Access Denied',
    description: 'You need admin privileges to view this page.',
  },
  profileUpdated: 'Profile Updated!',
  updateFailed: 'Update Failed',
  noChanges: 'No Changes',
  introStatusUpdated: 'Intro Status Updated',
  introStatusError: 'Error Updating Status',
  noData: { title: 'No Data', description: 'Nothing to export.' },
  exported: 'Exported!',
  reminderSent: (company: string) => ({
    title: 'Reminder Sent',
    description: `Reminder email sent to ${company}`,
  }),
  gigStatusUpdated: 'Gig Status Updated',
  gigDeleted: 'Gig Deleted',
  deletionBlocked: {
    title: 'Deletion Blocked',
    description: 'Admin users cannot be deleted through this interface.',
  },
  userDeleted: 'User Deleted Successfully',
  dataLoadingError: {
    title: 'Data Loading Error',
    description: 'Failed to load user data. Please try refreshing the page.',
  },
  dangerZone:
    'Danger Zone - Permanent User Deletion: This action permanently deletes user accounts and ALL associated data. This cannot be undone.',
  deleteHeader: 'Admin: Delete User Records',
  emailTestOk: 'Email Test Successful',
  emailTestFailed: 'Email Test Failed',
} as const;

const page = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
};
/** A text filter in a query string. */
const filter = text().trim().max(200).optional();

export const adminCandidateQuerySchema = z.object({
  role: filter,
  status: z.enum(candidateStatuses).or(z.literal('')).or(z.literal('all')).optional(),
  location: filter,
  availability: filter,
  search: filter,
  /** Open to intros or paused (docs/decisions/028); empty for both. */
  intros: z.enum(['open', 'paused']).or(z.literal('')).optional(),
  ...page,
});

export const adminCandidateRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  skills: z.array(z.string()),
  location: z.string(),
  availability: z.string(),
  status: z.enum(candidateStatuses),
  createdAt: z.string(),
  /** When the candidate was paused (out of the feed), by themselves or by the 30-day check. */
  pausedAt: z.string().nullable(),
  pausedBy: z.enum(pausedByValues).nullable(),
  /** Whether their address is verified: approval waits for it (docs/decisions/065). */
  emailVerified: z.boolean(),
});
export type AdminCandidateRow = z.infer<typeof adminCandidateRowSchema>;

export const adminCandidateDetailSchema = adminCandidateRowSchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  experienceYears: z.number().nullable(),
  availabilityDate: z.string().nullable(),
  calendarUrl: z.string().nullable(),
  portfolioUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  salaryRange: z.string().nullable(),
  bio: z.string().nullable(),
  notes: z.string().nullable(),
  onboardingStatus: z.string(),
  resume: z.object({ fileName: z.string(), url: z.string() }).nullable(),
});
export type AdminCandidateDetail = z.infer<typeof adminCandidateDetailSchema>;

/** An optional field the admin may clear: null or blank text is stored as null. */
const clearable = <T extends z.ZodType<string>>(rule: T) =>
  rule.nullable().transform((v) => (v === null || v.trim() === '' ? null : v));

/** Internal notes (spec 2 §3, §6): admin only. */
const notes = text().max(5000).nullable();

/**
 * An admin's edit of a candidate (spec 2 §5 "Admin"): only the fields that change. Each profile
 * field follows the candidate's own rule and message (`candidateFields`); years and skills come
 * as the form's text, like the candidate's. The location is the stored one ('Hybrid (Berlin)').
 * Status and notes are the admin's alone.
 */
export const adminCandidateUpdateSchema = z
  .object({
    firstName: candidateFields.firstName,
    lastName: candidateFields.lastName,
    role: candidateFields.role,
    experienceYears: candidateFields.experienceYears.transform(Number),
    skills: candidateFields.skills.transform(parseSkills),
    location: requiredText(candidateMessages.locationRequired, 'Location', 200),
    availability: candidateFields.availability,
    availabilityDate: candidateFields.availabilityDate,
    calendarUrl: candidateFields.calendarUrl,
    portfolioUrl: clearable(candidateFields.portfolioUrl),
    linkedinUrl: clearable(candidateFields.linkedinUrl),
    salaryRange: candidateFields.salaryRange,
    bio: clearable(candidateFields.bio),
    status: z.enum(candidateStatuses),
    notes,
  })
  .partial();
export type AdminCandidateUpdateForm = z.input<typeof adminCandidateUpdateSchema>;
export type AdminCandidateUpdateInput = z.output<typeof adminCandidateUpdateSchema>;

export const adminCompanyQuerySchema = z.object({
  search: filter,
  planTier: z.enum(planTiers).or(z.literal('')).optional(),
  joinedFrom: optionalCalendarDate().optional(),
  joinedTo: optionalCalendarDate().optional(),
  ...page,
});

export const adminCompanyRowSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  email: z.string(),
  planTier: z.enum(planTiers),
  status: z.enum(companyStatuses),
  contactRole: z.string(),
  hiringRoles: z.array(z.string()),
  createdAt: z.string(),
});
export type AdminCompanyRow = z.infer<typeof adminCompanyRowSchema>;

export const adminCompanyDetailSchema = adminCompanyRowSchema.extend({
  fullName: z.string(),
  hiringNeeds: z.string().nullable(),
  website: z.string().nullable(),
  timezone: z.string().nullable(),
  notes: z.string().nullable(),
  introRequestCount: z.number().int(),
  onboardingStatus: z.string(),
});
export type AdminCompanyDetail = z.infer<typeof adminCompanyDetailSchema>;

/**
 * An admin's edit of a company (spec 2 §5 "Admin"): only the fields that change. Name, contact,
 * role, hiring roles and timezone follow the company's own rules and messages (`companyFields`);
 * hiring roles come comma separated. The website is a link like any other; hiring needs, status,
 * plan and notes are the admin's alone.
 */
export const adminCompanyUpdateSchema = z
  .object({
    companyName: companyFields.companyName,
    fullName: companyFields.fullName,
    contactRole: companyFields.role,
    hiringRoles: text().max(2000).transform(splitCommaList).pipe(companyFields.hiringRoles),
    hiringNeeds: text().max(2000).nullable(),
    website: clearable(optionalUrl()),
    timezone: companyFields.timezone,
    status: z.enum(companyStatuses),
    planTier: z.enum(planTiers),
    notes,
  })
  .partial();
export type AdminCompanyUpdateForm = z.input<typeof adminCompanyUpdateSchema>;
export type AdminCompanyUpdateInput = z.output<typeof adminCompanyUpdateSchema>;

/** `{ field: { previous, new } }` — what an edit changed (spec 2 §3 "Admin edit log"). */
export const fieldChangesSchema = z.record(
  z.string(),
  z.object({ previous: z.unknown(), new: z.unknown() }),
);
export const adminEditResultSchema = z.object({
  changed: z.boolean(),
  changes: fieldChangesSchema,
});

export const adminIntroQuerySchema = z.object({
  company: filter,
  candidate: filter,
  status: z.enum(introStatuses).or(z.literal('')).optional(),
  ...page,
});

export const adminIntroRowSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  candidateId: z.string(),
  candidateName: z.string(),
  candidateRole: z.string(),
  status: z.enum(introStatuses),
  /** What the company wrote with its request (spec 1 §3 `role_description`, `message`; issue #15). */
  roleDescription: z.string().nullable(),
  message: z.string().nullable(),
  /** The stated pay (issue #35), and as it reads: "$120,000 – $150,000 per year", "Not stated". */
  compensation: compensationViewSchema,
  pay: z.string(),
  requestedAt: z.string(),
  meetingScheduled: z.boolean(),
  meetingMarkedByCompany: z.boolean(),
  meetingCompleted: z.boolean(),
  meetingTime: z.string().nullable(),
  meetingReminderSentAt: z.string().nullable(),
  candidateResponse: z.enum(candidateResponses).nullable(),
  /** The company's outcome after the call, its reason and note (issue #17). */
  outcome: z.enum(introOutcomes).nullable(),
  outcomeReason: z.string().nullable(),
  outcomeNote: z.string().nullable(),
});
export type AdminIntroRow = z.infer<typeof adminIntroRowSchema>;

export const adminIntroStatusSchema = z.object({ status: z.enum(introStatuses) });

export const adminGigQuerySchema = z.object({
  company: filter,
  search: filter,
  status: z.enum(gigStatuses).or(z.literal('')).optional(),
  ...page,
});

export const adminGigRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  companyName: z.string(),
  roleCategory: z.string(),
  budgetRange: z.string(),
  estimatedDuration: z.string(),
  startDate: z.string(),
  status: z.enum(gigStatuses),
  preferredCandidateName: z.string().nullable(),
  candidateResponse: z.enum(candidateResponses).nullable(),
  createdAt: z.string(),
});
export type AdminGigRow = z.infer<typeof adminGigRowSchema>;

export const adminGigStatusSchema = z.object({ status: z.enum(gigStatuses) });

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const adminUserQuerySchema = z.object({
  type: z.enum(['candidate', 'company']).or(z.literal('')).optional(),
  search: filter,
  ...page,
});

export const adminUserRowSchema = z.object({
  id: z.string(),
  type: z.enum(['candidate', 'company', 'admin']),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  /** Admins and e-mails containing 'admin' cannot be deleted (spec 2 §5). */
  deletable: z.boolean(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserDetailSchema = adminUserRowSchema.extend({
  associated: z.object({
    introRequests: z.number().int(),
    gigs: z.number().int(),
    emails: z.number().int(),
  }),
});

export const deleteUserSchema = z.object({
  /** The user's e-mail, typed to confirm. */
  confirmation: text().trim().min(1, 'Type the e-mail address to confirm.').max(500),
  reason: text().trim().max(500).optional(),
});

export const deletionLogEntrySchema = z.object({
  id: z.string(),
  userType: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  adminId: z.string().nullable(),
  adminName: z.string().nullable(),
  associatedRecordsDeleted: z.record(z.string(), z.number()),
  deletionReason: z.string().nullable(),
  canBeRestored: z.boolean(),
  createdAt: z.string(),
});

export const editLogEntrySchema = z.object({
  id: z.string(),
  adminId: z.string(),
  adminEmail: z.string().nullable(),
  editedUserId: z.string(),
  userType: z.string(),
  userName: z.string(),
  changes: fieldChangesSchema,
  createdAt: z.string(),
});

export const adminEmailQuerySchema = z.object({
  status: z.enum(emailStatuses).or(z.literal('')).optional(),
  template: filter,
  search: filter,
  ...page,
});

export const adminEmailRowSchema = z.object({
  id: z.string(),
  template: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  status: z.string(),
  provider: z.string().nullable(),
  messageId: z.string().nullable(),
  statusCode: z.number().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  userDeleted: z.boolean(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminEmailRow = z.infer<typeof adminEmailRowSchema>;

export const adminEmailDetailSchema = adminEmailRowSchema.extend({
  textBody: z.string(),
  htmlBody: z.string(),
});

export const emailConfigSchema = z.object({
  transport: z.string(),
  configuredTransport: z.string(),
  valid: z.boolean(),
  problems: z.array(z.string()),
  from: z.string(),
  fallback: z.boolean(),
  smtpUrl: z.string().nullable(),
  sendgridKey: z.string().nullable(),
});

export const testEmailSchema = z.object({
  to: email({ required: 'Email is invalid.', invalid: 'Email is invalid.' }),
});

/** The admin's reminder was sent ('Reminder email sent to {company}'). */
export const adminReminderResultSchema = z.object({ companyName: z.string() });

/** What a user deletion removed (spec 2 §3 "Deletion log" associated_records_deleted). */
export const deletedCountsSchema = z.object({
  intro_requests: z.number(),
  gigs: z.number(),
  email_logs_marked: z.number(),
});
export type DeletedCounts = z.infer<typeof deletedCountsSchema>;

export const deletionLogSchema = z.array(deletionLogEntrySchema);

/** The deletion log's query: newest first, the 10 most recent by default (spec 2 §2, §9). */
export const deletionLogQuerySchema = z.object({
  search: text().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(DELETION_LOG_SHOWN),
  page: z.coerce.number().int().min(1).default(1),
});

/** The admin edit log's query and one page of it. */
export const editLogQuerySchema = z.object({
  search: text().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  page: z.coerce.number().int().min(1).default(1),
});
export const editLogPageSchema = z.object({
  items: z.array(editLogEntrySchema),
  total: z.number(),
});

/** The result of a test e-mail ('Email Test Successful' / 'Email Test Failed'). */
export const testEmailResultSchema = z.object({
  ok: z.boolean(),
  status: z.string(),
  message: z.string(),
});
export type TestEmailResult = z.infer<typeof testEmailResultSchema>;

/** One page of each admin list, as the route answers it and the page reads it. */
export const adminCandidatePageSchema = paged(adminCandidateRowSchema);
export const adminCompanyPageSchema = paged(adminCompanyRowSchema);
export const adminIntroPageSchema = paged(adminIntroRowSchema);
export const adminGigPageSchema = paged(adminGigRowSchema);
export const adminUserPageSchema = paged(adminUserRowSchema);
export const adminEmailPageSchema = paged(adminEmailRowSchema);

/** How far back a company counts as new on the admin nav (docs/decisions/040). */
export const NEW_COMPANY_DAYS = 7;

/**
 * `GET /api/admin/nav-counts` (issue #16): candidates waiting for review (status `pending`) and
 * companies created in the last `NEW_COMPANY_DAYS` days.
 */
export const adminNavCountsSchema = z.object({
  pendingCandidates: z.number().int(),
  newCompanies: z.number().int(),
});
export type AdminNavCounts = z.infer<typeof adminNavCountsSchema>;
