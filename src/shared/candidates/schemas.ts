/**
 * Candidate payloads (spec 2 §3 "Candidate", §5 "Candidate signup" — both forms, merged as
 * DESIGN.md "Departures" says — and "Candidate login"; spec 2 §2 dashboard profile). Messages are
 * the spec's, word for word. Form values are strings; the schema turns them into the stored shape,
 * so the browser form and the server share one schema.
 */
import { z } from 'zod';
import { availabilityStatusSchema } from './availability';
import { candidateLinksSchema, workHistoryEntrySchema } from './work-history';
import { newPasswordRule } from '../auth/schemas';
import { calendarDate } from '../http/dates';
import { email, requiredName, requiredText, text, tooLong } from '../http/text';
import { httpUrlPattern, optionalUrl, URL_MAX_LENGTH } from '../http/urls';
import {
  availabilityOptions,
  BIO_MAX,
  candidateMessages,
  candidateOnboardingStatuses,
  candidateStatuses,
  locationTypes,
  salaryRangeOptions,
} from './constants';

// The forms' choices and texts, without zod (/candidate-signup imports them from there).
export * from './constants';

const linkedinProfile = /^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\/in\/[^\s/]+\/?$/i;

/** Splits comma-separated skills into a trimmed list without empties or repeats. */
export function parseSkills(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(',')) {
    const skill = raw.trim().slice(0, 60);
    if (skill && !seen.has(skill.toLowerCase())) {
      seen.add(skill.toLowerCase());
      out.push(skill);
    }
  }
  return out.slice(0, 30);
}

/** 'Hybrid (City)' + 'Berlin' → 'Hybrid (Berlin)'; remote options stay as they are. */
export function composeLocation(type: string, city: string): string {
  if (type === 'Hybrid (City)') return `Hybrid (${city.trim()})`;
  if (type === 'On-site (City)') return `On-site (${city.trim()})`;
  return type;
}

/** The reverse of `composeLocation`, for editing a stored location. */
export function splitLocation(location: string): { locationType: string; city: string } {
  const m = /^(Hybrid|On-site) \((.*)\)$/.exec(location);
  if (m && m[2] !== 'City') return { locationType: `${m[1]} (City)`, city: m[2] ?? '' };
  return { locationType: location, city: '' };
}

/**
 * The rule of each profile field as the candidate types it (spec 2 §5 "Candidate signup"), shared
 * by signup, the dashboard edit and the admin's edit of a candidate. Values are the form's strings;
 * optional fields accept ''.
 */
/** The longest skills list, as typed (commas included). */
export const SKILLS_MAX = 2000;

export const candidateFields = {
  firstName: requiredName(candidateMessages.firstNameRequired, 'First Name', 100),
  lastName: requiredName(candidateMessages.lastNameRequired, 'Last Name', 100),
  role: requiredText(candidateMessages.roleRequired, 'Current or Most Recent Role', 200),
  experienceYears: text({ error: candidateMessages.experienceInvalid })
    .trim()
    .regex(/^\d{1,2}$/, candidateMessages.experienceInvalid),
  skills: text({ error: candidateMessages.skillsRequired })
    .max(SKILLS_MAX, tooLong('Skills', SKILLS_MAX))
    .refine((s) => parseSkills(s).length > 0, candidateMessages.skillsRequired),
  locationType: z
    .string({ error: candidateMessages.locationRequired })
    .refine(
      (v) => (locationTypes as readonly string[]).includes(v),
      candidateMessages.locationRequired,
    ),
  city: text().trim().max(100, tooLong('City', 100)),
  availability: z
    .string({ error: candidateMessages.availabilityRequired })
    .refine(
      (v) => (availabilityOptions as readonly string[]).includes(v),
      candidateMessages.availabilityRequired,
    ),
  availabilityDate: calendarDate(candidateMessages.availabilityDateRequired),
  calendarUrl: text({ error: candidateMessages.calendarRequired })
    .trim()
    .min(1, candidateMessages.calendarRequired)
    .max(URL_MAX_LENGTH, tooLong('Calendar Link', URL_MAX_LENGTH))
    .regex(httpUrlPattern, candidateMessages.calendarInvalid),
  portfolioUrl: optionalUrl(),
  linkedinUrl: text()
    .trim()
    .max(URL_MAX_LENGTH, tooLong('LinkedIn URL', URL_MAX_LENGTH))
    .refine((v) => v === '' || linkedinProfile.test(v), candidateMessages.linkedinInvalid),
  salaryRange: z
    .string({ error: candidateMessages.salaryRequired })
    .refine(
      (v) => (salaryRangeOptions as readonly string[]).includes(v),
      candidateMessages.salaryRequired,
    ),
  bio: text().max(BIO_MAX, candidateMessages.bioTooLong),
};

/** The profile fields shared by signup and the dashboard edit; optional ones default to ''. */
const profileShape = {
  ...candidateFields,
  city: candidateFields.city.default(''),
  portfolioUrl: candidateFields.portfolioUrl.default(''),
  linkedinUrl: candidateFields.linkedinUrl.default(''),
  bio: candidateFields.bio.default(''),
};

type ProfileForm = { locationType: string; city: string };
const cityRule = <T extends ProfileForm>(v: T, ctx: z.RefinementCtx) => {
  if (
    (v.locationType === 'Hybrid (City)' || v.locationType === 'On-site (City)') &&
    !v.city.trim()
  ) {
    ctx.addIssue({ code: 'custom', path: ['city'], message: candidateMessages.cityRequired });
  }
};

/** The signup form (`/candidate-signup`, `/join`): every field of both spec forms. */
export const candidateSignupSchema = z
  .object({
    ...profileShape,
    email: email({
      required: candidateMessages.emailRequired,
      invalid: candidateMessages.emailInvalid,
    }),
    password: newPasswordRule(candidateMessages.passwordTooShort),
    confirmPassword: z.string().default(''),
    consent: z
      .union([z.boolean(), z.enum(['true', 'false', 'on'])])
      .refine((v) => v === true || v === 'true' || v === 'on', candidateMessages.consentRequired),
  })
  .superRefine((v, ctx) => {
    cityRule(v, ctx);
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: candidateMessages.passwordsMismatch,
      });
    }
  });
export type CandidateSignupForm = z.input<typeof candidateSignupSchema>;
export type CandidateSignupInput = z.output<typeof candidateSignupSchema>;

/** The dashboard profile edit: the same fields, without e-mail and password. */
export const candidateProfileUpdateSchema = z.object(profileShape).superRefine(cityRule);
export type CandidateProfileUpdateForm = z.input<typeof candidateProfileUpdateSchema>;
export type CandidateProfileUpdateInput = z.output<typeof candidateProfileUpdateSchema>;

/** The stored values of the profile fields (skills as a list, location composed, numbers). */
export function toStoredProfile(v: CandidateProfileUpdateInput) {
  const portfolio = v.portfolioUrl.trim();
  // A portfolio link on LinkedIn fills an empty LinkedIn field (spec 2 §3).
  const linkedin = v.linkedinUrl.trim() || (/linkedin\.com\//i.test(portfolio) ? portfolio : '');
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    role: v.role,
    experienceYears: Number(v.experienceYears),
    skills: parseSkills(v.skills),
    location: composeLocation(v.locationType, v.city),
    availability: v.availability,
    availabilityDate: v.availabilityDate,
    calendarUrl: v.calendarUrl,
    portfolioUrl: portfolio || null,
    linkedinUrl: linkedin || null,
    salaryRange: v.salaryRange,
    bio: v.bio.trim() || null,
  };
}

export const candidateProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  experienceYears: z.number().nullable(),
  skills: z.array(z.string()),
  location: z.string(),
  availability: z.string(),
  availabilityDate: z.string().nullable(),
  calendarUrl: z.string().nullable(),
  portfolioUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  salaryRange: z.string().nullable(),
  bio: z.string().nullable(),
  status: z.enum(candidateStatuses),
  onboardingStatus: z.enum(candidateOnboardingStatuses),
  resume: z.object({ fileName: z.string(), url: z.string() }).nullable(),
  createdAt: z.string(),
  stats: z.object({ introRequests: z.number().int(), activeGigs: z.number().int() }),
  /** Open to intros or paused (issue #17, docs/decisions/028). */
  openToIntros: availabilityStatusSchema,
  /** Their jobs in their order (docs/decisions/080). */
  workHistory: z.array(workHistoryEntrySchema),
  /** GitHub and personal site links, and which links show before an intro (docs/decisions/080). */
  links: candidateLinksSchema,
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;

export const deleteCandidateAccountSchema = z.object({
  confirmation: text().trim().min(1, 'Please type your email to confirm.').max(500),
});

/** The seeded test candidate's login, shown on the candidate login page in demo mode (spec 2 §2). */
export const testAccountHintSchema = z.object({ email: z.string(), password: z.string() });
