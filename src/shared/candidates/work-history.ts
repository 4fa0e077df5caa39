/**
 * A candidate's work history and the links they show before an intro (issue #35 part 4,
 * docs/decisions/080-work-history-and-pre-intro-links.md): the request schemas the dashboard's
 * forms and the server share, the response shapes, and how a month range reads ('Mar 2021 –
 * present').
 */
import { z } from 'zod';
import { notOneLine, text, tooLong } from '../http/text';
import { httpUrlPattern, optionalUrl, URL_MAX_LENGTH } from '../http/urls';

/** At most this many jobs in a candidate's work history. */
export const WORK_HISTORY_MAX = 20;
export const COMPANY_MAX = 120;
export const JOB_TITLE_MAX = 120;
export const JOB_SUMMARY_MAX = 200;
export const COMPANY_DOMAIN_MAX = 253;

export const workHistoryMessages = {
  companyRequired: 'Please enter the company.',
  titleRequired: 'Please enter your title.',
  startRequired: 'Please enter the month you started.',
  monthInvalid: 'Please enter a month as YYYY-MM.',
  inFuture: 'This month is in the future.',
  endBeforeStart: 'The end month must not be before the start month.',
  oneCurrent: 'Only one job can be your current one. Add an end month to the others.',
  tooMany: `You can list at most ${WORK_HISTORY_MAX} jobs.`,
  domainInvalid: 'Please enter a domain such as acme.com.',
  githubInvalid: 'Please enter a valid GitHub URL.',
} as const;

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
// eslint-disable-next-line no-control-regex
const lineBreak = /[\u0001-\u001f\u007f]/;
const domainPattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const githubPattern = /^https?:\/\/(www\.)?github\.com\/[^\s]+$/i;

/**
 * The latest month anyone may give, 'YYYY-MM': the month it is now at UTC+14, the earliest time
 * zone, so that nobody is refused their own current month (docs/decisions/080).
 */
export function latestMonth(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 7);
}

/** A one-line text: trimmed, `required` when blank (unless `required` is null), at most `max`. */
function oneLine(label: string, max: number, required: string | null) {
  const base = text({ error: required ?? undefined }).trim();
  return (required ? base.min(1, required) : base)
    .max(max, tooLong(label, max))
    .refine((v) => !lineBreak.test(v), notOneLine(label));
}

function month(required: string | null) {
  return text({ error: required ?? undefined })
    .trim()
    .refine((v) => (v === '' ? required === null : monthPattern.test(v)), {
      message: required ?? workHistoryMessages.monthInvalid,
    })
    .refine((v) => v === '' || !monthPattern.test(v) || v <= latestMonth(), {
      message: workHistoryMessages.inFuture,
    });
}

/**
 * One job as the form holds it (strings): an empty `endMonth` means the current job, an empty
 * `companyDomain` none. The domain may be typed as a link ('https://www.acme.com/'): it is kept as
 * the bare, lower-cased host.
 */
export const workHistoryEntryInputSchema = z
  .object({
    company: oneLine('Company', COMPANY_MAX, workHistoryMessages.companyRequired),
    companyDomain: text()
      .trim()
      .transform((v) =>
        v
          .toLowerCase()
          .replace(/^https?:\/\//, '')
          .replace(/^www\./, '')
          .replace(/\/+$/, ''),
      )
      .refine((v) => v === '' || domainPattern.test(v), workHistoryMessages.domainInvalid)
      .default(''),
    title: oneLine('Title', JOB_TITLE_MAX, workHistoryMessages.titleRequired),
    startMonth: month(workHistoryMessages.startRequired),
    endMonth: month(null).default(''),
    summary: oneLine('What you did', JOB_SUMMARY_MAX, null).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.endMonth && monthPattern.test(v.startMonth) && v.endMonth < v.startMonth) {
      ctx.addIssue({
        code: 'custom',
        path: ['endMonth'],
        message: workHistoryMessages.endBeforeStart,
      });
    }
  });
export type WorkHistoryEntryForm = z.input<typeof workHistoryEntryInputSchema>;
export type WorkHistoryEntryInput = z.output<typeof workHistoryEntryInputSchema>;

/**
 * `PUT /api/candidates/me/work-history`: the whole list in the candidate's order (first shown
 * first); at most `WORK_HISTORY_MAX` jobs and at most one current one (no end month) — the second
 * current job gets `oneCurrent` on its end month (`entries.N.endMonth`).
 */
export const workHistoryUpdateSchema = z.object({
  entries: z
    .array(workHistoryEntryInputSchema)
    .max(WORK_HISTORY_MAX, workHistoryMessages.tooMany)
    .superRefine((entries, ctx) => {
      let current = false;
      entries.forEach((entry, i) => {
        if (entry.endMonth !== '') return;
        if (current) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'endMonth'],
            message: workHistoryMessages.oneCurrent,
          });
        }
        current = true;
      });
    }),
});
export type WorkHistoryUpdateForm = z.input<typeof workHistoryUpdateSchema>;
export type WorkHistoryUpdateInput = z.output<typeof workHistoryUpdateSchema>;

/** One job as the candidate's own profile returns it. */
export const workHistoryEntrySchema = z.object({
  company: z.string(),
  companyDomain: z.string().nullable(),
  title: z.string(),
  /** 'YYYY-MM'. */
  startMonth: z.string(),
  /** 'YYYY-MM', or null for the current job. */
  endMonth: z.string().nullable(),
  summary: z.string(),
});
export type WorkHistoryEntry = z.infer<typeof workHistoryEntrySchema>;

/** One job as the public profile page shows it (the company's domain stays private). */
export const publicWorkHistoryEntrySchema = workHistoryEntrySchema.omit({ companyDomain: true });
export type PublicWorkHistoryEntry = z.infer<typeof publicWorkHistoryEntrySchema>;

/**
 * `PUT /api/candidates/me/links`: the GitHub and personal site links, and which of GitHub,
 * portfolio and personal site show before an intro (all off unless chosen). LinkedIn is never
 * shown before an intro (docs/decisions/013).
 */
export const candidateLinksUpdateSchema = z.object({
  githubUrl: text()
    .trim()
    .max(URL_MAX_LENGTH, tooLong('GitHub URL', URL_MAX_LENGTH))
    .refine(
      (v) => v === '' || (httpUrlPattern.test(v) && githubPattern.test(v)),
      workHistoryMessages.githubInvalid,
    )
    .default(''),
  personalSiteUrl: optionalUrl().default(''),
  showGithubBeforeIntro: z.boolean().default(false),
  showPortfolioBeforeIntro: z.boolean().default(false),
  showPersonalSiteBeforeIntro: z.boolean().default(false),
});
export type CandidateLinksUpdateForm = z.input<typeof candidateLinksUpdateSchema>;
export type CandidateLinksUpdateInput = z.output<typeof candidateLinksUpdateSchema>;

/** The candidate's own links and their choices, as their profile returns them. */
export const candidateLinksSchema = z.object({
  githubUrl: z.string().nullable(),
  personalSiteUrl: z.string().nullable(),
  showGithubBeforeIntro: z.boolean(),
  showPortfolioBeforeIntro: z.boolean(),
  showPersonalSiteBeforeIntro: z.boolean(),
});
export type CandidateLinks = z.infer<typeof candidateLinksSchema>;

/** The links a profile page shows before an intro: only those the candidate chose (and has). */
export const publicLinksSchema = z.object({
  githubUrl: z.string().optional(),
  portfolioUrl: z.string().optional(),
  personalSiteUrl: z.string().optional(),
});
export type PublicLinks = z.infer<typeof publicLinksSchema>;

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** '2021-03' → 'Mar 2021' (the same in every browser and on the server). */
export function formatMonth(value: string): string {
  const [year, m] = value.split('-');
  return `${monthNames[Number(m) - 1] ?? m} ${year}`;
}

/** '2021-03', null → 'Mar 2021 – present'; '2019-01', '2020-06' → 'Jan 2019 – Jun 2020'. */
export function formatMonthRange(start: string, end: string | null): string {
  return `${formatMonth(start)} – ${end ? formatMonth(end) : 'present'}`;
}

/** The current job (the one with no end month), or null. */
export function currentJobOf<T extends { endMonth: string | null }>(entries: T[]): T | null {
  return entries.find((e) => e.endMonth === null) ?? null;
}
