/**
 * The talent feed (spec 1 §2 "Talent feed", §5 "Talent feed filtering"): approved candidates only,
 * searched and paginated by the database, newest first. Identical queries within a few seconds
 * share one database answer (a short-lived cache); every answer is re-checked against the current
 * approval status, so a candidate who is no longer approved never shows.
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client';
import type { IntroSummary } from '../../../shared/intro-requests/schemas';
import {
  formatExperience,
  HIDDEN_SALARY,
  type FeedPage,
  type FeedQuery,
  type TalentCard,
  type TalentDetail,
} from '../../../shared/talent-feed/schemas';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { CandidateResponsiveness } from '../../../shared/responsiveness/schemas';
import * as gigsRepo from '../gigs/gigs.repo';
import * as introRepo from '../intro-requests/intro-requests.repo';
import {
  activeGigWith,
  contactFor,
  toIntroSummary,
} from '../intro-requests/intro-requests.service';
import { candidateResponsivenessFor } from '../responsiveness/responsiveness.service';
import * as repo from './talent-feed.repo';

/** How long an identical feed query is answered from memory before it is refreshed. */
export const FEED_CACHE_TTL_MS = 5_000;
export const SKILLS_CACHE_TTL_MS = 30_000;

type CachedPage = { rows: repo.CardRow[]; total: number };

/**
 * One cache per database. lru-cache's `fetch` runs one query for concurrent identical requests,
 * and after the time to live it answers with the stale page while one refresh runs in the
 * background (stale-while-revalidate), so no request waits for the periodic refresh.
 */
function createCaches(db: Db) {
  return {
    pages: new LRUCache<string, CachedPage, FeedQuery>({
      max: 500,
      ttl: FEED_CACHE_TTL_MS,
      allowStale: true,
      fetchMethod: async (_key, _stale, { context }) => {
        const where = repo.feedConditions(context);
        const [rows, total] = await Promise.all([
          repo.findFeedPage(db, where, context.limit, (context.page - 1) * context.limit),
          repo.countFeed(db, where),
        ]);
        return { rows, total };
      },
    }),
    skills: new LRUCache<'skills', string[]>({
      max: 1,
      ttl: SKILLS_CACHE_TTL_MS,
      allowStale: true,
      fetchMethod: () => repo.findApprovedSkills(db),
    }),
    roles: new LRUCache<'roles', string[]>({
      max: 1,
      ttl: SKILLS_CACHE_TTL_MS,
      allowStale: true,
      fetchMethod: () => repo.findApprovedRoles(db),
    }),
  };
}

const cachesByDb = new WeakMap<Db, ReturnType<typeof createCaches>>();
function cachesFor(db: Db) {
  let caches = cachesByDb.get(db);
  if (!caches) {
    caches = createCaches(db);
    cachesByDb.set(db, caches);
  }
  return caches;
}

/** Forgets cached feed answers of this database (after an approval status change in this process). */
export function invalidateFeedCache(db: Db): void {
  cachesByDb.delete(db);
}

function toCard(
  row: repo.CardRow,
  intro: IntroSummary | null,
  responsiveness: CandidateResponsiveness,
): TalentCard {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    bio: row.bio,
    skills: row.skills,
    experience: formatExperience(row.experienceYears),
    location: row.location,
    availability: row.availability,
    availabilityDate: row.availabilityDate,
    salaryRange: row.salaryRange && row.salaryRange !== HIDDEN_SALARY ? row.salaryRange : null,
    intro,
    responsiveness,
  };
}

/**
 * One page of the feed. `companyId` adds that company's intro state to each card.
 * @returns `{ items, total, page, pageSize, pageCount }`; `page` past the end gives no items.
 */
export async function getFeedPage(
  db: Db,
  query: FeedQuery,
  companyId: string | null,
  now = new Date(),
): Promise<FeedPage> {
  const key = JSON.stringify([
    query.q ?? '',
    query.role ?? '',
    query.location ?? '',
    query.availability ?? '',
    query.skills,
    query.page,
    query.limit,
  ]);
  const cached = (await cachesFor(db).pages.fetch(key, { context: query }))!;
  // A cached page may name someone whose approval was withdrawn since: check again, always.
  const approved = await repo.stillApproved(
    db,
    cached.rows.map((r) => r.id),
  );
  const rows = cached.rows.filter((r) => approved.has(r.id));
  const intros = companyId
    ? await introRepo.findIntrosOfCompany(
        db,
        companyId,
        rows.map((r) => r.id),
      )
    : new Map<string, introRepo.IntroRow>();
  const activeGigs = companyId
    ? await gigsRepo.findActiveGigsOfCompany(db, companyId, [...intros.keys()])
    : new Map<string, gigsRepo.ActiveGigRow>();
  // Kept counts, read at `now` (docs/decisions/027): never cached, so the 90-day window is exact.
  const responsiveness = await candidateResponsivenessFor(
    db,
    rows.map((r) => r.id),
    now,
  );
  const items = rows.map((r) => {
    const intro = intros.get(r.id);
    return toCard(
      r,
      intro ? toIntroSummary(intro, now, activeGigs.get(r.id) ?? null) : null,
      responsiveness.get(r.id) ?? null,
    );
  });
  return {
    items,
    total: cached.total,
    page: query.page,
    pageSize: query.limit,
    pageCount: Math.max(1, Math.ceil(cached.total / query.limit)),
  };
}

/** The skill chips: sorted unique skills of approved candidates (cached 30 s). */
export async function getSkillChips(db: Db): Promise<string[]> {
  return (await cachesFor(db).skills.fetch('skills')) ?? [];
}

/** The Role filter's options: sorted unique roles of approved candidates (cached 30 s, like the chips). */
export async function getRoleOptions(db: Db): Promise<string[]> {
  return (await cachesFor(db).roles.fetch('roles')) ?? [];
}

/**
 * One approved candidate; contact details only for a company whose intro they have accepted
 * (docs/decisions/013).
 * @throws AppError NOT_FOUND 'Candidate data not found. Please try again from the talent feed.'
 */
export async function getTalent(
  db: Db,
  candidateId: string,
  companyId: string | null,
  now = new Date(),
): Promise<TalentDetail> {
  const row = isUuid(candidateId) ? await repo.findApprovedCandidate(db, candidateId) : undefined;
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      'Candidate data not found. Please try again from the talent feed.',
      undefined,
      'Candidate Not Found',
    );
  const intro = companyId ? await introRepo.findIntroByPair(db, companyId, candidateId) : undefined;
  const { email, calendarUrl, linkedinUrl, portfolioUrl, resumeKey, ...card } = row;
  const contact = contactFor(intro, candidateId, {
    email,
    calendarUrl,
    linkedinUrl,
    portfolioUrl,
    resumeKey,
  });
  const summary = intro
    ? toIntroSummary(intro, now, await activeGigWith(db, companyId!, candidateId))
    : null;
  const responsiveness = await candidateResponsivenessFor(db, [candidateId], now);
  return {
    ...toCard(card, summary, responsiveness.get(candidateId) ?? null),
    ...(contact ? { contact } : {}),
  };
}
