/**
 * A candidate's work history and the links they show before an intro (issue #35 part 4,
 * docs/decisions/080): the candidate's own edit, what the public profile page shows, and the
 * current employer that hiding a candidate from their employer reads.
 */
import type { Db } from '../../../db/client';
import type {
  CandidateLinks,
  CandidateLinksUpdateInput,
  PublicLinks,
  PublicWorkHistoryEntry,
  WorkHistoryEntry,
  WorkHistoryUpdateInput,
} from '../../../shared/candidates/work-history';
import type { CandidateRow } from './candidates.repo';
import * as candidatesRepo from './candidates.repo';
import * as repo from './work-history.repo';

function toEntry(row: repo.WorkHistoryRow): WorkHistoryEntry {
  return {
    company: row.company,
    companyDomain: row.companyDomain,
    title: row.title,
    startMonth: row.startMonth,
    endMonth: row.endMonth,
    summary: row.summary,
  };
}

/** The candidate's jobs in their order, as their own profile and data export show them. */
export async function getWorkHistory(db: Db, candidateId: string): Promise<WorkHistoryEntry[]> {
  return (await repo.listForCandidate(db, candidateId)).map(toEntry);
}

/**
 * The candidate's jobs as their public profile page shows them: company, title, months and
 * summary, in their order — without the company's domain (docs/decisions/080).
 */
export async function getPublicWorkHistory(
  db: Db,
  candidateId: string,
): Promise<PublicWorkHistoryEntry[]> {
  return (await repo.listForCandidate(db, candidateId)).map(
    ({ company, title, startMonth, endMonth, summary }) => ({
      company,
      title,
      startMonth,
      endMonth,
      summary,
    }),
  );
}

/**
 * Replaces the candidate's work history with `input.entries` (already checked by
 * `workHistoryUpdateSchema`: at most 20, months not in the future, start ≤ end, at most one
 * current), in one transaction; the feed search follows through the table's trigger.
 */
export async function replaceWorkHistory(
  db: Db,
  candidateId: string,
  input: WorkHistoryUpdateInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.replaceForCandidate(
      tx,
      candidateId,
      input.entries.map((e) => ({
        company: e.company,
        companyDomain: e.companyDomain || null,
        title: e.title,
        startMonth: e.startMonth,
        endMonth: e.endMonth || null,
        summary: e.summary,
      })),
    );
  });
}

/**
 * The candidate's current employer — the job with no end month — as `{ company, domain }`
 * (domain lower-cased, or null when not given), or null without a current job. For hiding a
 * candidate from their current employer (issue #35 part 2, docs/decisions/080).
 */
export async function currentEmployerOf(
  db: Db,
  candidateId: string,
): Promise<{ company: string; domain: string | null } | null> {
  const row = await repo.findCurrent(db, candidateId);
  return row ? { company: row.company, domain: row.companyDomain } : null;
}

/**
 * The current job — title and company of the job with no end month — of each of `candidateIds`
 * that has one, by candidate id: the line "Senior Engineer at Acme" of the intro request dialog
 * (docs/decisions/080). One query, whatever the number of ids.
 */
export async function currentJobsOf(
  db: Db,
  candidateIds: string[],
): Promise<Map<string, { title: string; company: string }>> {
  const rows = await repo.findCurrentOf(db, candidateIds);
  return new Map(rows.map((r) => [r.candidateId, { title: r.title, company: r.company }]));
}

/** The candidate's own links and choices (their profile). */
export function linksOf(
  c: Pick<
    CandidateRow,
    | 'githubUrl'
    | 'personalSiteUrl'
    | 'showGithubBeforeIntro'
    | 'showPortfolioBeforeIntro'
    | 'showPersonalSiteBeforeIntro'
  >,
): CandidateLinks {
  return {
    githubUrl: c.githubUrl,
    personalSiteUrl: c.personalSiteUrl,
    showGithubBeforeIntro: c.showGithubBeforeIntro,
    showPortfolioBeforeIntro: c.showPortfolioBeforeIntro,
    showPersonalSiteBeforeIntro: c.showPersonalSiteBeforeIntro,
  };
}

/**
 * The links anyone who may see the profile gets before an intro: those the candidate chose and
 * has — GitHub, portfolio, personal site; never LinkedIn, e-mail, calendar or résumé
 * (docs/decisions/013, 080). Absent keys for the others.
 */
export function publicLinksOf(
  c: Pick<
    CandidateRow,
    | 'githubUrl'
    | 'portfolioUrl'
    | 'personalSiteUrl'
    | 'showGithubBeforeIntro'
    | 'showPortfolioBeforeIntro'
    | 'showPersonalSiteBeforeIntro'
  >,
): PublicLinks {
  return {
    ...(c.showGithubBeforeIntro && c.githubUrl ? { githubUrl: c.githubUrl } : {}),
    ...(c.showPortfolioBeforeIntro && c.portfolioUrl ? { portfolioUrl: c.portfolioUrl } : {}),
    ...(c.showPersonalSiteBeforeIntro && c.personalSiteUrl
      ? { personalSiteUrl: c.personalSiteUrl }
      : {}),
  };
}

/** Saves the candidate's GitHub and personal site links and which links show before an intro. */
export async function updateLinks(
  db: Db,
  candidateId: string,
  input: CandidateLinksUpdateInput,
): Promise<void> {
  await candidatesRepo.updateCandidate(db, candidateId, {
    githubUrl: input.githubUrl || null,
    personalSiteUrl: input.personalSiteUrl || null,
    showGithubBeforeIntro: input.showGithubBeforeIntro,
    showPortfolioBeforeIntro: input.showPortfolioBeforeIntro,
    showPersonalSiteBeforeIntro: input.showPersonalSiteBeforeIntro,
  });
}
