/**
 * The feed index (issue #14 "API", docs/decisions/049-feed-index-in-process.md) finds the same
 * pages and totals as the database's `feedConditions` (spec 1 §5 "Talent feed filtering"), page by
 * page, over a few thousand synthetic candidates and a set of queries of every kind — newest first,
 * and best match first (docs/decisions/051) as the database's matches sorted by score — for the
 * public and for companies (candidates seen by companies only, docs/decisions/060); and what
 * changes in the database — a new approval, a pause, an edit, a deletion, a change of who may see
 * — shows in the next read. Advanced search's filters (issue #34 item 4, docs/decisions/075) too:
 * salary, experience, work type, time-zone overlap and 'answers within', alone and with the
 * others, for companies in several time zones and over answer-day buckets in and out of the
 * 90-day window. And the candidates hidden from a company (docs/decisions/081 "Where it applies"):
 * those who blocked it and those whose current employer it is.
 */
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows';
import {
  candidateAnswerDays,
  candidateBlocks,
  candidates,
  candidateWorkHistory,
  users,
} from '../../../db/schema';
import { insertSyntheticCandidates } from '../../../db/seed/synthetic';
import { companyNameKey } from '../../../shared/candidates/company-match';
import { feedQuerySchema, type FeedQuery } from '../../../shared/talent-feed/schemas';
import { buildTestApp, createCandidate, createCompany } from '../../../../test/helpers';
import { hiddenCandidatesFor, type FeedContext } from './advanced-search';
import { matchScore, type MatchPreferences } from './best-match';
import { currentFeedIndex } from './feed-index';
import * as repo from './talent-feed.repo';

const t = await buildTestApp({ LOG_LEVEL: 'error' });

const query = (params: Record<string, string | number>): FeedQuery =>
  feedQuerySchema.parse(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));

/** The database's page (the SQL path of `getFeedPage`), as ids, and its count up to `cap`. */
async function fromDatabase(
  q: FeedQuery,
  offset: number,
  limit: number,
  cap: number,
  audience: repo.FeedAudience = 'public',
  context?: FeedContext,
) {
  const where = repo.feedConditions(q, audience, context);
  const page = await repo.findFeedPage(t.db, where, { limit, offset });
  return { ids: page.rows.map((r) => r.id), counted: await repo.countFeedUpTo(t.db, where, cap) };
}

/**
 * 'Best match' as a plain reading of ADR 033: every match the database finds (newest first),
 * sorted by score with a stable sort (ties stay newest first), then the page; and the count.
 */
async function bestFromDatabase(
  q: FeedQuery,
  prefs: MatchPreferences,
  offset: number,
  limit: number,
  cap: number,
  context?: FeedContext,
) {
  const where = repo.feedConditions(q, 'companies', context);
  const all = (await repo.findFeedPage(t.db, where, { limit: 100_000, offset: 0 })).rows;
  const facts = new Map(
    (
      await repo.findFeedIndexRows(
        t.db,
        all.map((r) => r.id),
      )
    ).map((r) => [r.id, r]),
  );
  const ranked = all
    .map((r) => ({ id: r.id, score: matchScore(prefs, facts.get(r.id)!) }))
    .sort((a, b) => b.score - a.score);
  return {
    ids: ranked.slice(offset, offset + limit).map((r) => r.id),
    counted: Math.min(all.length, cap),
  };
}

async function fromIndex(
  q: FeedQuery,
  offset: number,
  limit: number,
  cap: number,
  bestFor: MatchPreferences | null = null,
  audience: repo.FeedAudience = bestFor ? 'companies' : 'public',
  context?: FeedContext,
) {
  const index = await currentFeedIndex(t.db);
  const counted = index.findPage(
    q,
    { limit, offset, countUpTo: cap },
    bestFor,
    audience,
    context,
  ).counted;
  // A page with its count and the count alone agree (each may take it without a walk).
  if (!bestFor) expect(index.countUpTo(q, cap, audience, context)).toBe(counted);
  return {
    ids: index.findPage(q, { limit, offset }, bestFor, audience, context).rows.map((r) => r.id),
    counted,
  };
}

/** Preferences of every shape: all criteria, a few, the budget alone, a rare top class. */
const preferenceSets: Record<string, MatchPreferences> = {
  everything: {
    primaryRoles: ['Engineering'],
    hiringMode: 'Remote',
    engagementKinds: ['Full-time'],
    region: 'EU',
    budgetLow: 4000,
    budgetHigh: 10_000,
  },
  'design, contract': {
    primaryRoles: ['Design', 'Product'],
    hiringMode: null,
    engagementKinds: ['Contract'],
    region: null,
    budgetLow: 0,
    budgetHigh: 0,
  },
  'budget only': {
    primaryRoles: [],
    hiringMode: null,
    engagementKinds: [],
    region: null,
    budgetLow: 8000,
    budgetHigh: 12_000,
  },
  'on-site, US, sales': {
    primaryRoles: ['Sales'],
    hiringMode: 'On-site',
    engagementKinds: ['Full-time', 'Contract'],
    region: 'US',
    budgetLow: 1000,
    budgetHigh: 3000,
  },
};

/** The time the advanced filters' cases are read at: its 90-day window starts on 2026-03-04. */
const NOW = new Date(Date.UTC(2026, 5, 1, 12));

beforeAll(async () => {
  await insertSyntheticCandidates(t.db, 3000, 1000);
  // Some with no experience given and some with no salary (unknown: never an advanced match).
  await t.db.execute(
    sql`update ${candidates} set experience_years = null where id in (select id from ${candidates} order by first_name, id limit 200)`,
  );
  await t.db.execute(
    sql`update ${candidates} set salary_range = null where id in (select id from ${candidates} order by last_name desc, id limit 200)`,
  );
  // Answer-day buckets (ADR 027) for a third of them: one a week for 15 weeks before NOW, so some
  // fall before the 90-day window; answer times 0 (expired) to 7 days; 1 or 2 requests each.
  await t.db.execute(sql`
    insert into ${candidateAnswerDays} (candidate_id, day, answer_days, requests)
    select id,
      date '2026-06-01' - (g * 7 + abs(hashtext(id::text || 'w' || g)) % 7),
      abs(hashtext(id::text || 'd' || g)) % 8,
      1 + abs(hashtext(id::text || 'r' || g)) % 2
    from ${candidates}, generate_series(0, 14) as g
    where abs(hashtext(id::text)) % 3 = 0 and abs(hashtext(id::text || 'n' || g)) % 4 > 0
    on conflict do nothing`);
  // A few not shown: pending, rejected, paused.
  await t.db.execute(
    sql`update ${candidates} set status = 'pending' where id in (select id from ${candidates} order by id limit 150)`,
  );
  await t.db.execute(
    sql`update ${candidates} set status = 'rejected' where id in (select id from ${candidates} order by id desc limit 150)`,
  );
  await t.db.execute(
    sql`update ${candidates} set paused_at = now() where id in (select id from ${candidates} order by last_name, id limit 150)`,
  );
  // Some seen by companies only (docs/decisions/060), spread over the feed.
  await t.db.execute(
    sql`update ${candidates} set visibility = 'signed_in_companies' where id in (select id from ${candidates} order by first_name desc, id limit 300)`,
  );
  // Two created in the same microsecond: the id decides their order.
  const at = new Date(Date.UTC(2026, 5, 1, 12));
  await createCandidate(t.db, {
    firstName: 'Twin',
    lastName: 'One',
    status: 'approved',
    createdAt: at,
  });
  await createCandidate(t.db, {
    firstName: 'Twin',
    lastName: 'Two',
    status: 'approved',
    createdAt: at,
  });
  // A rare role and a rare location: their unions are sorted lists, while the common ones are
  // bitsets (`BITSET_SHARE`).
  for (const [i, location] of ['Reykjavik (Hybrid)', 'Remote (Reykjavik)', 'Reykjavik'].entries())
    await createCandidate(t.db, {
      firstName: 'Rare',
      lastName: `Maker ${i}`,
      role: i === 1 ? 'Software Engineer' : 'Glassblower',
      location,
      skills: i === 2 ? ['React'] : ['Glass'],
      status: 'approved',
    });
}, 60_000);

describe('the index finds what the database finds (spec 1 §5)', () => {
  const cases: Record<string, string | number>[] = [
    {},
    { page: 3 },
    { q: 'a' },
    { q: 'ma' },
    { q: 'an' },
    { q: 'eng' },
    { q: 'engineer' },
    { q: 'react' },
    { q: 'TyPeScRiPt' },
    { q: 'zzz' },
    { q: 'n s' },
    { q: '%' },
    { q: '_' },
    { role: 'engineer' },
    { role: 'dev' },
    { role: 'market' },
    { location: 'lon' },
    { location: 'rem' },
    { location: 'remote (u' },
    { location: 'us)' },
    { availability: 'Part-time' },
    { availability: 'full time' },
    { availability: 'full-time' },
    { skills: 'React' },
    { skills: 'React,TypeScript' },
    { skills: 'Figma,Rust' },
    { skills: 'Nope' },
    { q: 're', skills: 'React', location: 'rem' },
    { q: 'twin' },
    { q: 'an', role: 'design', availability: 'contract' },
    { location: 'reykj' },
    { role: 'glassbl' },
    { location: 'reykj', skills: 'React' },
    { location: 'reykj', role: 'engineer' },
    { role: 'glassbl', location: 'rem' },
    { q: 'maker', role: 'glass', location: 'reykjavik' },
    // Longer searches across first and last name, and in a name and a location at once.
    { q: 'rare mak' },
    { q: 'e maker 1' },
    { q: 'reykjavik' },
    // Dense lists and bitsets together: their totals are counted a word at a time.
    { role: 'engineer', location: 'rem' },
    { skills: 'React', location: 'rem' },
    { availability: 'full-time', role: 'dev', page: 2 },
  ];
  for (const params of cases) {
    it(`${JSON.stringify(params)}: the same pages, in the same order, and the same count`, async () => {
      const q = query(params);
      for (const audience of ['public', 'companies'] as const) {
        for (const [offset, limit] of [
          [0, 24],
          [24, 24],
          [48, 10],
          [990, 25],
        ] as const) {
          expect(await fromIndex(q, offset, limit, 1001, null, audience), audience).toEqual(
            await fromDatabase(q, offset, limit, 1001, audience),
          );
        }
        // The exact total, past the cap the feed shows.
        expect((await fromIndex(q, 0, 1, 100_000, null, audience)).counted, audience).toBe(
          (await fromDatabase(q, 0, 1, 100_000, audience)).counted,
        );
      }
    });
  }
  it('the public sees fewer than companies: those seen by companies only are left out (ADR 060)', async () => {
    const everyone = await fromDatabase(query({}), 0, 1, 100_000, 'public');
    const companies = await fromDatabase(query({}), 0, 1, 100_000, 'companies');
    expect(companies.counted! - everyone.counted!).toBeGreaterThan(100);
  });
});

describe('a longer search is counted from its lines and names at every cap (issue #14 "API")', () => {
  // Small caps stand in for 1,001 on 3,000 candidates.
  const searches = [
    'engineer',
    'ngineer',
    'react',
    'typescript',
    'remote',
    'designer',
    'twin',
    'zzzz',
  ];
  for (const search of searches) {
    it(`"${search}": the same count at every cap, and the same pages`, async () => {
      const q = query({ q: search });
      for (const cap of [1, 25, 40, 300, 1001]) {
        for (const [offset, limit] of [
          [0, 24],
          [24, 24],
        ] as const) {
          expect(await fromIndex(q, offset, limit, cap), `cap ${cap}`).toEqual(
            await fromDatabase(q, offset, limit, cap),
          );
        }
      }
    });
  }
});

describe("the index orders 'Best match' as the database's matches sorted by score (ADR 033, 051)", () => {
  const cases: Record<string, string | number>[] = [
    {},
    { q: 'an' },
    { q: 'engineer' },
    { location: 'rem' },
    { skills: 'React' },
    { availability: 'contract' },
    { q: 'zzz' },
  ];
  for (const [name, prefs] of Object.entries(preferenceSets)) {
    it(`${name}: the same pages and counts for every query`, async () => {
      for (const params of cases) {
        const q = query(params);
        for (const [offset, limit] of [
          [0, 24],
          [24, 24],
          [0, 1],
          [990, 25],
        ] as const) {
          expect(await fromIndex(q, offset, limit, 1001, prefs), JSON.stringify(params)).toEqual(
            await bestFromDatabase(q, prefs, offset, limit, 1001),
          );
        }
        // The order is the score's, not the newest-first one.
        if (Object.keys(params).length === 0)
          expect((await fromIndex(q, 0, 24, 1001, prefs)).ids).not.toEqual(
            (await fromIndex(q, 0, 24, 1001)).ids,
          );
        // A small cap: the count stops there (the walk may stop early).
        expect((await fromIndex(q, 0, 5, 40, prefs)).counted).toBe(
          (await bestFromDatabase(q, prefs, 0, 5, 40)).counted,
        );
      }
    });
  }
});

describe('advanced search: the index finds what the database finds (issue #34 item 4, ADR 075)', () => {
  const newYork: FeedContext = { now: NOW, timeZone: 'America/New_York' };
  const contexts: Record<string, FeedContext> = {
    'New York': newYork,
    London: { now: NOW, timeZone: 'Europe/London' },
    'Los Angeles': { now: NOW, timeZone: 'America/Los_Angeles' },
    Tokyo: { now: NOW, timeZone: 'Asia/Tokyo' },
    'no time zone': { now: NOW, timeZone: null },
  };
  const cases: Record<string, string | number>[] = [
    { salaryMin: '100000' },
    { salaryMax: '60k' },
    { salaryMin: '50k', salaryMax: '120k' },
    { salaryMin: '200000' },
    { experienceMin: 3, experienceMax: 7 },
    { experienceMin: 10 },
    { experienceMax: 2 },
    { experienceMin: 0, experienceMax: 50 },
    { workType: 'remote' },
    { workType: 'hybrid,on-site' },
    { tzOverlap: 1 },
    { tzOverlap: 4 },
    { tzOverlap: 8 },
    { answersWithin: 1 },
    { answersWithin: 2 },
    { answersWithin: 3 },
    { answersWithin: 30 },
    { salaryMin: '100k', workType: 'remote', tzOverlap: 2 },
    { experienceMin: 5, answersWithin: 3, workType: 'remote,hybrid' },
    { q: 'an', salaryMax: '100k', experienceMin: 4 },
    { q: 'engineer', answersWithin: 2 },
    { skills: 'React', tzOverlap: 6, experienceMax: 10 },
    { location: 'rem', availability: 'full-time', salaryMin: '50000' },
    { role: 'dev', workType: 'on-site', answersWithin: 7, page: 2 },
    {
      salaryMin: '50k',
      salaryMax: '150k',
      experienceMin: 2,
      experienceMax: 12,
      workType: 'remote,hybrid',
      tzOverlap: 2,
      answersWithin: 5,
    },
  ];
  for (const params of cases) {
    it(`${JSON.stringify(params)}: the same pages, in the same order, and the same count`, async () => {
      const q = query(params);
      for (const [name, context] of Object.entries(
        'tzOverlap' in params ? contexts : { 'New York': newYork },
      )) {
        for (const [offset, limit] of [
          [0, 24],
          [24, 24],
          [990, 25],
        ] as const) {
          expect(await fromIndex(q, offset, limit, 1001, null, 'companies', context), name).toEqual(
            await fromDatabase(q, offset, limit, 1001, 'companies', context),
          );
        }
        const exact = await fromDatabase(q, 0, 1, 100_000, 'companies', context);
        expect((await fromIndex(q, 0, 1, 100_000, null, 'companies', context)).counted, name).toBe(
          exact.counted,
        );
        // 'Best match' over the same matches.
        const best = preferenceSets.everything!;
        expect(await fromIndex(q, 0, 24, 1001, best, 'companies', context), name).toEqual(
          await bestFromDatabase(q, best, 0, 24, 1001, context),
        );
      }
    });
  }

  it('each filter narrows the feed, and none of the cases is empty by accident', async () => {
    const all = (await fromDatabase(query({}), 0, 1, 100_000, 'companies', newYork)).counted!;
    for (const params of cases.slice(0, 17)) {
      const { counted } = await fromDatabase(query(params), 0, 1, 100_000, 'companies', newYork);
      if (params.tzOverlap === 8 || params.salaryMin === '200000') expect(counted).toBe(0);
      else if (params.experienceMax === 50) expect(counted).toBeLessThan(all);
      else {
        expect(counted, JSON.stringify(params)).toBeGreaterThan(0);
        expect(counted, JSON.stringify(params)).toBeLessThan(all);
      }
    }
  });

  it("a time-zone overlap is counted from the company's zone: no zone, no match", async () => {
    const q = query({ tzOverlap: 2 });
    const count = async (context: FeedContext) =>
      (await fromIndex(q, 0, 1, 100_000, null, 'companies', context)).counted!;
    // On 1 June, New York's working day overlaps the US (Central) one by 7 hours and the EU
    // (Berlin) one by 2; Los Angeles' only the US one (6 hours); Tokyo's the EU one by 1 hour.
    expect(await count(newYork)).toBeGreaterThan(await count(contexts['Los Angeles']!));
    expect(await count(contexts['Los Angeles']!)).toBeGreaterThan(0);
    expect(await count(contexts.Tokyo!)).toBe(0);
    expect(await count(contexts['no time zone']!)).toBe(0);
  });
});

describe('changes in the database show in the next read', () => {
  const ids = async (params: Record<string, string>) =>
    (await fromIndex(query(params), 0, 50, 1001)).ids;

  it('a newly approved candidate shows; paused, rejected and deleted ones never do', async () => {
    const candidate = await createCandidate(t.db, {
      firstName: 'Quokka',
      lastName: 'Newcomer',
      status: 'pending',
    });
    expect(await ids({ q: 'quokka' })).toEqual([]);
    await t.db
      .update(candidates)
      .set({ status: 'approved' })
      .where(sql`id = ${candidate.id}`);
    expect(await ids({ q: 'quokka' })).toEqual([candidate.id]);
    await t.db
      .update(candidates)
      .set({ pausedAt: new Date() })
      .where(sql`id = ${candidate.id}`);
    expect(await ids({ q: 'quokka' })).toEqual([]);
    await t.db
      .update(candidates)
      .set({ pausedAt: null })
      .where(sql`id = ${candidate.id}`);
    expect(await ids({ q: 'quokka' })).toEqual([candidate.id]);
    await t.db
      .update(candidates)
      .set({ status: 'rejected' })
      .where(sql`id = ${candidate.id}`);
    expect(await ids({ q: 'quokka' })).toEqual([]);
    await t.db
      .update(candidates)
      .set({ status: 'approved' })
      .where(sql`id = ${candidate.id}`);
    await t.db.delete(users).where(sql`id = ${candidate.id}`);
    expect(await ids({ q: 'quokka' })).toEqual([]);
  });

  it('reads made together all see a change committed before them', async () => {
    const candidate = await createCandidate(t.db, {
      firstName: 'Numbat',
      lastName: 'Together',
      status: 'approved',
    });
    expect(await ids({ q: 'numbat' })).toEqual([candidate.id]);
    await t.db
      .update(candidates)
      .set({ status: 'rejected' })
      .where(sql`id = ${candidate.id}`);
    const reads = await Promise.all(Array.from({ length: 20 }, () => ids({ q: 'numbat' })));
    expect(reads).toEqual(Array.from({ length: 20 }, () => []));
    await t.db
      .update(candidates)
      .set({ status: 'approved' })
      .where(sql`id = ${candidate.id}`);
    const later = await Promise.all(Array.from({ length: 20 }, () => ids({ q: 'numbat' })));
    expect(later).toEqual(Array.from({ length: 20 }, () => [candidate.id]));
  });

  it('an edit moves a candidate between filters at once', async () => {
    const candidate = await createCandidate(t.db, {
      firstName: 'Wombat',
      lastName: 'Editor',
      skills: ['Elm'],
      status: 'approved',
    });
    expect(await ids({ q: 'wombat', skills: 'Elm' })).toEqual([candidate.id]);
    await t.db
      .update(candidates)
      .set({ skills: ['Haskell'] })
      .where(sql`id = ${candidate.id}`);
    expect(await ids({ q: 'wombat', skills: 'Elm' })).toEqual([]);
    expect(await ids({ q: 'wombat', skills: 'Haskell' })).toEqual([candidate.id]);
  });

  it('a past title or company from work history is found by the index and the database alike, at once (ADR 080)', async () => {
    const candidate = await createCandidate(t.db, {
      firstName: 'Pangolin',
      lastName: 'Veteran',
      role: 'Staff Engineer',
      status: 'approved',
    });
    expect(await ids({ q: 'zyxcorp' })).toEqual([]);
    await t.db.insert(candidateWorkHistory).values([
      {
        candidateId: candidate.id,
        company: 'Pangolin Labs',
        title: 'CTO',
        startMonth: '2022-01',
        position: 0,
      },
      {
        candidateId: candidate.id,
        company: 'ZyxCorp Analytics',
        title: 'Quantum Plumber',
        startMonth: '2018-01',
        endMonth: '2021-12',
        position: 1,
      },
    ]);
    for (const q of ['zyxcorp', 'quantum plumber', 'ZyxCorp Analytics']) {
      expect(await ids({ q })).toEqual([candidate.id]);
      expect((await fromDatabase(query({ q }), 0, 50, 1001)).ids).toEqual([candidate.id]);
    }
    await t.db
      .delete(candidateWorkHistory)
      .where(sql`candidate_id = ${candidate.id} and position = 1`);
    expect(await ids({ q: 'zyxcorp' })).toEqual([]);
    expect((await fromDatabase(query({ q: 'zyxcorp' }), 0, 50, 1001)).ids).toEqual([]);
  });

  it('a candidate who chooses companies only leaves the public feed at once, and comes back (ADR 060)', async () => {
    const candidate = await createCandidate(t.db, {
      firstName: 'Bilby',
      lastName: 'Private',
      status: 'approved',
    });
    const both = async () => ({
      public: (await fromIndex(query({ q: 'bilby' }), 0, 50, 1001, null, 'public')).ids,
      companies: (await fromIndex(query({ q: 'bilby' }), 0, 50, 1001, null, 'companies')).ids,
    });
    expect(await both()).toEqual({ public: [candidate.id], companies: [candidate.id] });
    await t.db
      .update(candidates)
      .set({ visibility: 'signed_in_companies' })
      .where(sql`id = ${candidate.id}`);
    expect(await both()).toEqual({ public: [], companies: [candidate.id] });
    // The totals of the public leave them out too, with and without a search.
    for (const params of [{}, { q: 'bilby' }, { q: 'bi' }] as Record<string, string>[]) {
      const q = query(params);
      for (const audience of ['public', 'companies'] as const)
        expect(await fromIndex(q, 0, 24, 100_000, null, audience)).toEqual(
          await fromDatabase(q, 0, 24, 100_000, audience),
        );
    }
    await t.db
      .update(candidates)
      .set({ visibility: 'everyone' })
      .where(sql`id = ${candidate.id}`);
    expect(await both()).toEqual({ public: [candidate.id], companies: [candidate.id] });
  });

  it('totals count a changed candidate once, before the lists are rebuilt', async () => {
    // Candidates already in the built lists: one paused (gone), one given another skill (moved).
    const [gone, moved] = (
      await queryRows<{ id: string }>(
        t.db,
        sql`select id from ${candidates} where status = 'approved' and paused_at is null and 'React' = any(skills) order by id desc limit 2`,
      )
    ).map((row) => row.id);
    await t.db
      .update(candidates)
      .set({ pausedAt: new Date() })
      .where(sql`id = ${gone!}`);
    await t.db
      .update(candidates)
      .set({ skills: ['Elixir'] })
      .where(sql`id = ${moved!}`);
    const cases: Record<string, string>[] = [
      {},
      { skills: 'React' },
      { skills: 'Elixir' },
      { q: 're' },
      { role: 'engineer' },
      { skills: 'React', location: 'rem' },
      { q: 'react' },
    ];
    for (const params of cases) {
      const q = query(params);
      const total = (await fromDatabase(q, 0, 1, 100_000)).counted;
      // At the total and just past it, a lower bound that still counted the changed candidates
      // would claim one match too many. A total of 0 (a case the random data leaves empty) is no
      // cap: the feed always asks for a count of at least one page.
      for (const cap of [30, total, total + 1, 100_000].filter((c) => c > 0)) {
        expect(await fromIndex(q, 0, 24, cap), JSON.stringify(params)).toEqual(
          await fromDatabase(q, 0, 24, cap),
        );
      }
    }
  });

  it('a changed salary, experience, location or answer moves a candidate between advanced filters at once (ADR 075)', async () => {
    const context: FeedContext = { now: new Date(), timeZone: 'Europe/Berlin' };
    const found = async (params: Record<string, string>) =>
      (await fromIndex(query({ q: 'echidna', ...params }), 0, 50, 1001, null, 'companies', context))
        .ids;
    const candidate = await createCandidate(t.db, {
      firstName: 'Echidna',
      lastName: 'Mover',
      status: 'approved',
      location: 'Remote (US)',
      salaryRange: '$50k – $100k',
      experienceYears: 3,
    });
    expect(await found({ salaryMin: '120k' })).toEqual([]);
    expect(await found({ experienceMin: '5' })).toEqual([]);
    expect(await found({ workType: 'remote', tzOverlap: '8' })).toEqual([]);
    expect(await found({ answersWithin: '2' })).toEqual([]);
    await t.db
      .update(candidates)
      .set({ salaryRange: '$150k+', experienceYears: 6, location: 'Remote (EU)' })
      .where(sql`id = ${candidate.id}`);
    expect(await found({ salaryMin: '120k' })).toEqual([candidate.id]);
    expect(await found({ experienceMin: '5' })).toEqual([candidate.id]);
    expect(await found({ workType: 'remote', tzOverlap: '8' })).toEqual([candidate.id]);
    // Three requests answered today, within a day: 'Usually answers within 1 day'.
    await t.db.insert(candidateAnswerDays).values({
      candidateId: candidate.id,
      day: new Date().toISOString().slice(0, 10),
      answerDays: 1,
      requests: 3,
    });
    expect(await found({ answersWithin: '2' })).toEqual([candidate.id]);
    for (const params of [
      { salaryMin: '120k' },
      { answersWithin: '1' },
      { workType: 'remote', tzOverlap: '8' },
    ] as Record<string, string>[]) {
      const q = query(params);
      expect(await fromIndex(q, 0, 24, 100_000, null, 'companies', context)).toEqual(
        await fromDatabase(q, 0, 24, 100_000, 'companies', context),
      );
    }
  });

  const changedQueries: Record<string, string>[] = [
    {},
    { q: 'an' },
    { q: 'a' },
    { location: 'rem' },
    { skills: 'React' },
    { availability: 'part-time' },
    { role: 'engineer', location: 'rem' },
    { salaryMin: '100k', experienceMin: '4', workType: 'remote,hybrid' },
  ];

  // docs/decisions/049-feed-index-in-process.md: past 500 changed candidates the lists are rebuilt
  // in the background, reads using the old lists meanwhile.
  it('many changes at once (folded into new lists in the background) keep every page right', async () => {
    const index = await currentFeedIndex(t.db);
    const rebuildsBefore = index.rebuilds;
    await t.db.execute(
      sql`update ${candidates} set paused_at = now() where id in (select id from ${candidates} where status = 'approved' and paused_at is null order by id limit 700)`,
    );
    const best = preferenceSets.everything!;
    for (const params of changedQueries) {
      const q = query(params);
      expect(await fromIndex(q, 0, 24, 1001)).toEqual(await fromDatabase(q, 0, 24, 1001));
      // Exact totals, past the cap the feed shows: the changed candidates counted once.
      expect(await fromIndex(q, 0, 24, 100_000)).toEqual(await fromDatabase(q, 0, 24, 100_000));
      expect(await fromIndex(q, 0, 24, 1001, best)).toEqual(
        await bestFromDatabase(q, best, 0, 24, 1001),
      );
    }
    // Once the background rebuild has run: it is the same index (one per database), and the 700
    // changes (past the 500 kept beside the built lists) set one off.
    expect(await currentFeedIndex(t.db)).toBe(index);
    await expect.poll(() => index.rebuilds, { timeout: 10_000 }).toBe(rebuildsBefore + 1);
    for (const params of changedQueries) {
      const q = query(params);
      expect(await fromIndex(q, 24, 24, 1001)).toEqual(await fromDatabase(q, 24, 24, 1001));
      expect(await fromIndex(q, 0, 24, 100_000)).toEqual(await fromDatabase(q, 0, 24, 100_000));
      expect(await fromIndex(q, 24, 24, 1001, best)).toEqual(
        await bestFromDatabase(q, best, 24, 24, 1001),
      );
    }
  });
});

describe('candidates hidden from a company: the index finds what the database finds (ADR 081)', () => {
  it('blocked by id or by a typed name, or employed there now: the same pages, order and counts; a former employer hides no one', async () => {
    const name = 'Hideaway Analytics';
    const { id: companyId } = await createCompany(t.db, { companyName: `${name}, Inc.` });
    // 600 approved candidates spread over the feed: 150 picked the company as blocked, 150 typed a
    // variant of its name, 150 work there now (a variant of its name again), 150 worked there
    // once (hidden from nobody).
    const picked = (
      await queryRows<{ id: string }>(
        t.db,
        sql`select id from ${candidates} where status = 'approved' and paused_at is null
          order by md5(id::text) limit 600`,
      )
    ).map((r) => r.id);
    const [byId, byName, current, former] = [0, 1, 2, 3].map((i) =>
      picked.slice(i * 150, i * 150 + 150),
    );
    await t.db.insert(candidateBlocks).values([
      ...byId!.map((candidateId) => ({
        candidateId,
        kind: 'company' as const,
        companyId,
        nameKey: companyNameKey(name),
        label: `${name}, Inc.`,
      })),
      ...byName!.map((candidateId) => ({
        candidateId,
        kind: 'name' as const,
        nameKey: companyNameKey('HIDEAWAY ANALYTICS LLC'),
        label: 'HIDEAWAY ANALYTICS LLC',
      })),
    ]);
    const job = (candidateId: string, endMonth: string | null) => ({
      candidateId,
      company: 'hideaway analytics',
      companyNameKey: companyNameKey('hideaway analytics'),
      title: 'Analyst',
      startMonth: '2020-01',
      endMonth,
      position: 50,
    });
    await t.db
      .insert(candidateWorkHistory)
      .values([...current!.map((id) => job(id, null)), ...former!.map((id) => job(id, '2021-06'))]);

    try {
      const hidden = await hiddenCandidatesFor(t.db, companyId);
      expect(hidden.ids).toEqual(new Set([...byId!, ...byName!, ...current!]));
      const context: FeedContext = { now: NOW, timeZone: 'America/New_York', hidden };
      const unhidden: FeedContext = { now: NOW, timeZone: 'America/New_York' };
      for (const params of [
        {},
        { page: 2 },
        { q: 'an' },
        { q: 'hideaway' },
        { role: 'engineer', location: 'rem' },
        { skills: 'React' },
        { salaryMin: '50k', experienceMin: 3 },
      ] as Record<string, string | number>[]) {
        const q = query(params);
        const label = JSON.stringify(params);
        for (const [offset, limit] of [
          [0, 24],
          [24, 24],
          [990, 25],
        ] as const) {
          expect(
            await fromIndex(q, offset, limit, 1001, null, 'companies', context),
            label,
          ).toEqual(await fromDatabase(q, offset, limit, 1001, 'companies', context));
        }
        const exact = await fromDatabase(q, 0, 1, 100_000, 'companies', context);
        expect((await fromIndex(q, 0, 1, 100_000, null, 'companies', context)).counted, label).toBe(
          exact.counted,
        );
        const best = preferenceSets.everything!;
        expect(await fromIndex(q, 0, 24, 1001, best, 'companies', context), label).toEqual(
          await bestFromDatabase(q, best, 0, 24, 1001, context),
        );
      }
      // Not vacuous: exactly the 450 hidden leave the company's feed, and the former employees stay.
      const all = await fromDatabase(query({}), 0, 100_000, 100_000, 'companies', unhidden);
      const seen = await fromDatabase(query({}), 0, 100_000, 100_000, 'companies', context);
      expect(all.counted! - seen.counted!).toBe(450);
      expect(seen.ids.filter((id) => hidden.ids.has(id))).toEqual([]);
      expect(former!.every((id) => seen.ids.includes(id))).toBe(true);
      // A search for its name (work history, ADR 080) finds only those who worked there once.
      const search = query({ q: 'hideaway' });
      expect((await fromIndex(search, 0, 1, 100_000, null, 'companies', context)).counted).toBe(
        150,
      );
    } finally {
      await t.db.delete(candidateBlocks).where(inArray(candidateBlocks.candidateId, picked));
      await t.db
        .delete(candidateWorkHistory)
        .where(sql`position = 50 and ${inArray(candidateWorkHistory.candidateId, picked)}`);
    }
  });
});
