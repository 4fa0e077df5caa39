/**
 * 'Best match' (issue #15 "Matches from the company's preferences", docs/decisions/033, 051): for a
 * company that saved preferences, the feed is ordered by a score — primary roles ↔ role, hiring
 * mode ↔ location, engagement types ↔ availability, time-zone overlap ↔ location, budget ↔ salary
 * range — ties newest first, and each card says what matches.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { candidates, companyPreferences } from '../../../db/schema';
import { buildTestApp, createCandidate, createIntro, injectAs } from '../../../../test/helpers';
import { feedQuerySchema, talentCardSchema } from '../../../shared/talent-feed/schemas';
import { feedPageJson, getFeedPage } from './talent-feed.service';

const t = await buildTestApp({ LOG_LEVEL: 'error' });

// Created oldest first; the company below wants Engineering, Remote, Full-time, EU hours and
// $4,000–$10,000 a month ($48k–$120k a year).
const people = [
  // score 3: role
  ['RoleOnly', 'Data Scientist', 'On-site (New York)', 'part-time', '$150k+'],
  // score 3: mode 2 + budget 1 (newer than RoleOnly, so first among the two)
  ['ModeBudget', 'Product Designer', 'Remote', 'contract', '$100k – $150k'],
  // score 1: EU hours
  ['Region', 'Growth Marketer', 'Hybrid (Berlin)', 'contract', 'Prefer not to disclose'],
  // score 8: everything
  ['Perfect', 'Backend Engineer', 'Remote (EU)', 'full-time', '$50k – $100k'],
  // score 5: role 3 + EU hours 1 + budget 1
  ['Builder', 'Frontend Developer', 'Hybrid (London)', 'part-time', '$0 – $50k'],
  // score 0
  ['Nobody', 'Sales Lead', 'On-site (San Francisco)', 'part-time', '$150k+'],
] as const;

/** The order of `people` for the company below, best first. */
const bestOrder = ['Perfect', 'Builder', 'ModeBudget', 'RoleOnly', 'Region', 'Nobody'];

let company: { cookie: string; id: string };
beforeAll(async () => {
  for (const [i, [firstName, role, location, availability, salaryRange]] of people.entries()) {
    await createCandidate(t.db, {
      firstName,
      lastName: 'Case',
      role,
      location,
      availability,
      salaryRange,
      status: 'approved',
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    });
  }
  // A perfect match who paused intros: never in the feed, in either order (docs/decisions/028).
  await createCandidate(t.db, {
    firstName: 'Paused',
    lastName: 'Case',
    role: 'Backend Engineer',
    location: 'Remote (EU)',
    availability: 'full-time',
    salaryRange: '$50k – $100k',
    status: 'approved',
    pausedAt: new Date(Date.UTC(2026, 1, 1)),
    createdAt: new Date(Date.UTC(2026, 1, 1)),
  });
  company = await injectAs(t, 'company');
  await t.db.insert(companyPreferences).values({
    companyId: company.id,
    hiringMode: 'Remote',
    engagementTypes: ['Full-time'],
    primaryRoles: ['Engineering'],
    timeZoneOverlap: '±2 hours (EU)',
    monthlyBudgetLow: 4000,
    monthlyBudgetHigh: 10000,
  });
});

type Page = {
  items: { firstName: string; matchReasons: string[] }[];
  sort: string;
  bestMatchAvailable: boolean;
  total: number;
};
async function feed(query: Record<string, string>, cookie?: string): Promise<Page> {
  const res = await t.app.inject({
    url: '/api/talent',
    query,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}

describe("Best match (issue #15 'Matches from the company's preferences')", () => {
  it('is the default for a company with preferences: best score first, ties newest first, with reasons', async () => {
    const page = await feed({}, company.cookie);
    expect(page.sort).toBe('best');
    expect(page.bestMatchAvailable).toBe(true);
    expect(page.items.map((c) => [c.firstName, c.matchReasons])).toEqual([
      ['Perfect', ['Engineering', 'Remote', 'Full-time', 'EU hours', 'within budget']],
      ['Builder', ['Engineering', 'EU hours', 'within budget']],
      ['ModeBudget', ['Remote', 'within budget']],
      ['RoleOnly', ['Engineering']],
      ['Region', ['EU hours']],
      ['Nobody', []],
    ]);
  });

  it.each([
    // Budget: a range reaching into $48k–$120k a year matches; '$150k+' and hidden ones do not.
    [{ q: 'case', skills: '' }, 'Perfect'],
    [{ q: 'engineer' }, 'Perfect'],
    [{ location: 'hybrid' }, 'Builder'],
    [{ availability: 'contract' }, 'ModeBudget'],
  ])('keeps the filters of spec 1 §5: %j → first %s', async (query, first) => {
    const page = await feed(
      Object.fromEntries(Object.entries(query).filter(([, v]) => v)),
      company.cookie,
    );
    expect(page.sort).toBe('best');
    expect(page.items[0]?.firstName).toBe(first);
  });

  it("orders 'Newest' on request, still saying what matches", async () => {
    const page = await feed({ sort: 'newest' }, company.cookie);
    expect(page.sort).toBe('newest');
    expect(page.items.map((c) => c.firstName)).toEqual([
      'Nobody',
      'Builder',
      'Perfect',
      'Region',
      'ModeBudget',
      'RoleOnly',
    ]);
    expect(page.items[2]?.matchReasons).toEqual([
      'Engineering',
      'Remote',
      'Full-time',
      'EU hours',
      'within budget',
    ]);
  });

  it("says the same reasons for each candidate in 'Newest' as in 'Best match', filtered or not (docs/decisions/049)", async () => {
    // 'Newest' pages come from the feed index, their reasons from the database by id.
    const reasons = (p: Page) => new Map(p.items.map((c) => [c.firstName, c.matchReasons]));
    const best = reasons(await feed({}, company.cookie));
    const queries: Record<string, string>[] = [
      {},
      { q: 'case' },
      { location: 'hybrid' },
      { limit: '2', page: '2' },
    ];
    for (const query of queries) {
      const newest = await feed({ ...query, sort: 'newest' }, company.cookie);
      expect(newest.items.length).toBeGreaterThan(0);
      for (const [name, said] of reasons(newest)) expect(said, name).toEqual(best.get(name));
    }
  });

  it('pages through the best-match order without repeating anyone', async () => {
    const first = await feed({ limit: '4' }, company.cookie);
    const second = await feed({ limit: '4', page: '2' }, company.cookie);
    expect([...first.items, ...second.items].map((c) => c.firstName)).toEqual(bestOrder);
  });

  it('gives the same order with or without a search that finds everyone, at every page size', async () => {
    const everyone = await feed({}, company.cookie);
    // 'case' is every candidate's last name.
    const searched = await feed({ q: 'case' }, company.cookie);
    const order = (p: Page) => p.items.map((c) => [c.firstName, c.matchReasons]);
    expect(order(everyone)).toEqual(order(searched));
    expect(everyone.total).toBe(6);
    // Every page size pages through the same order, each candidate once.
    for (const limit of [1, 2, 3, 5]) {
      const pages: string[] = [];
      for (let page = 1; pages.length < 6; page += 1) {
        const next = await feed({ limit: String(limit), page: String(page) }, company.cookie);
        expect(next.items.length).toBeGreaterThan(0);
        pages.push(...next.items.map((c) => c.firstName));
      }
      expect(pages).toEqual(everyone.items.map((c) => c.firstName));
    }
  });

  it('moves a candidate in the order at once when their profile changes what matches (ADR 051)', async () => {
    const [region] = await t.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.firstName, 'Region'));
    // 'Growth Marketer', 'Hybrid (Berlin)' (score 1) becomes a remote engineer (score 6).
    await t.db
      .update(candidates)
      .set({ role: 'Platform Engineer', location: 'Remote (EU)' })
      .where(eq(candidates.id, region!.id));
    try {
      const page = await feed({}, company.cookie);
      expect(page.items.slice(0, 2).map((c) => [c.firstName, c.matchReasons])).toEqual([
        ['Perfect', ['Engineering', 'Remote', 'Full-time', 'EU hours', 'within budget']],
        ['Region', ['Engineering', 'Remote', 'EU hours']],
      ]);
    } finally {
      await t.db
        .update(candidates)
        .set({ role: 'Growth Marketer', location: 'Hybrid (Berlin)' })
        .where(eq(candidates.id, region!.id));
    }
    expect((await feed({}, company.cookie)).items.map((c) => c.firstName)).toEqual(bestOrder);
  });

  it('is not offered to a visitor or to a company that skipped its preferences', async () => {
    const visitor = await feed({ sort: 'best' });
    expect(visitor).toMatchObject({ sort: 'newest', bestMatchAvailable: false });
    expect(visitor.items.every((c) => c.matchReasons.length === 0)).toBe(true);

    const skipped = await injectAs(t, 'company');
    await t.db.insert(companyPreferences).values({
      companyId: skipped.id,
      hiringMode: null,
      engagementTypes: [],
      primaryRoles: [],
      timeZoneOverlap: null,
      monthlyBudgetLow: 0,
      monthlyBudgetHigh: 0,
    });
    const page = await feed({ sort: 'best' }, skipped.cookie);
    expect(page).toMatchObject({ sort: 'newest', bestMatchAvailable: false });
    expect(page.items[0]?.firstName).toBe('Nobody');
  });

  it('answers 400 for an unknown order', async () => {
    const res = await t.app.inject({ url: '/api/talent', query: { sort: 'random' } });
    expect(res.statusCode).toBe(400);
  });

  it('sends each page as the text JSON.stringify gives of it: profiles, intro and reasons (issue #14 "API")', async () => {
    const perfect = (await feed({ q: 'perfect' }, company.cookie)).items[0] as unknown as {
      id: string;
    };
    await createIntro(t.db, { companyId: company.id, candidateId: perfect.id });
    const queries = [{}, { q: 'case', sort: 'newest' }, { limit: '2', page: '2' }];
    // Twice: the second time, each card's fixed fields come from the JSON kept for its row.
    for (let round = 0; round < 2; round++) {
      for (const viewer of [company.id, null]) {
        for (const query of queries) {
          const page = await getFeedPage(t.db, feedQuerySchema.parse(query), {
            companyId: viewer,
          });
          expect(page.items.length).toBeGreaterThan(0);
          expect(feedPageJson(page)).toBe(JSON.stringify(page));
        }
      }
    }
    const sent = await t.app.inject({ url: '/api/talent', headers: { cookie: company.cookie } });
    const first = sent.json().items[0];
    expect(first).toMatchObject({
      firstName: 'Perfect',
      intro: { status: 'requested' },
      matchReasons: expect.arrayContaining(['Engineering']),
    });
    expect(Object.keys(first).sort()).toEqual(Object.keys(talentCardSchema.shape).sort());
  });
});
