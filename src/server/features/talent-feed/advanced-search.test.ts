/**
 * Advanced search (issue #34 item 4, docs/decisions/075-advanced-search.md): beside spec 1 §5's
 * filters, a company on Pro or Enterprise filters the talent feed by salary range, years of
 * experience, work type, time-zone overlap with its working hours and 'answers within N days';
 * a company on Free, a visitor, a candidate and an admin are refused with a 403 `PLAN_REQUIRED`
 * that explains the upgrade, nothing applied; bad values are a 400 naming the field, for anyone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { candidateAnswerDays, companyPreferences } from '../../../db/schema';
import {
  buildTestApp,
  createCandidate,
  createCompany,
  injectAs,
  login,
} from '../../../../test/helpers';
import { advancedFilterMessages, advancedSearchTexts } from '../../../shared/talent-feed/schemas';

const t = await buildTestApp();
const cookies: Record<'pro' | 'enterprise' | 'free' | 'proNoZone', string> = {
  pro: '',
  enterprise: '',
  free: '',
  proNoZone: '',
};

/** A UTC day `daysAgo` before now, as the buckets store it. */
const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 24 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const people = [
    {
      firstName: 'Ada',
      location: 'Remote (EU)',
      salaryRange: '$150k+',
      experienceYears: 9,
      // Three answered within a day: 'Usually answers within 1 day'.
      buckets: [{ daysAgo: 1, answerDays: 1, requests: 3 }],
    },
    {
      firstName: 'Grace',
      location: 'On-site (New York)',
      salaryRange: 'Prefer not to disclose',
      experienceYears: null,
      // Two answered after 5 days, two expired: within 5 days, 50% answered.
      buckets: [
        { daysAgo: 3, answerDays: 5, requests: 2 },
        { daysAgo: 4, answerDays: 0, requests: 2 },
      ],
    },
    {
      firstName: 'Linus',
      location: 'Hybrid (Berlin)',
      salaryRange: '$50k – $100k',
      experienceYears: 4,
      // Two requests: too few for figures (ADR 027).
      buckets: [{ daysAgo: 2, answerDays: 1, requests: 2 }],
    },
    {
      firstName: 'Mia',
      location: 'Remote',
      salaryRange: null,
      experienceYears: 1,
      // Answered fast, but 120 days ago: outside the 90-day window.
      buckets: [{ daysAgo: 120, answerDays: 1, requests: 5 }],
    },
    {
      firstName: 'Omar',
      location: 'Remote (US)',
      salaryRange: '$100k – $150k',
      experienceYears: 6,
      // Within 2 days, 2 days and 3 days: the median is 2.
      buckets: [
        { daysAgo: 5, answerDays: 2, requests: 2 },
        { daysAgo: 6, answerDays: 3, requests: 1 },
      ],
    },
  ];
  for (const [i, { buckets, ...person }] of people.entries()) {
    const { id } = await createCandidate(t.db, {
      ...person,
      lastName: 'Tester',
      role: 'Software Engineer',
      availability: 'full-time',
      status: 'approved',
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    });
    for (const b of buckets)
      await t.db.insert(candidateAnswerDays).values({
        candidateId: id,
        day: day(b.daysAgo),
        answerDays: b.answerDays,
        requests: b.requests,
      });
  }
  const company = async (values: Parameters<typeof createCompany>[1]) => {
    const { id, email } = await createCompany(t.db, { onboardingStatus: 'complete', ...values });
    return { id, cookie: await login(t.app, email, 'company') };
  };
  const pro = await company({ planTier: 'pro', timezone: 'UTC-5 (Eastern Time)' });
  await t.db.insert(companyPreferences).values({
    companyId: pro.id,
    hiringMode: 'Remote',
    engagementTypes: ['Full-time'],
    primaryRoles: ['Engineering'],
    timeZoneOverlap: '±3 hours (US)',
    monthlyBudgetLow: 8000,
    monthlyBudgetHigh: 12_000,
  });
  cookies.pro = pro.cookie;
  cookies.enterprise = (
    await company({ planTier: 'enterprise', timezone: 'UTC+0 (London, Lisbon)' })
  ).cookie;
  cookies.free = (await company({ planTier: 'free', timezone: 'UTC-5 (Eastern Time)' })).cookie;
  cookies.proNoZone = (await company({ planTier: 'pro', timezone: null })).cookie;
});

async function feedAs(cookie: string, query: Record<string, string>) {
  return t.app.inject({ url: '/api/talent', query, headers: cookie ? { cookie } : {} });
}

/** The first names of the cards a Pro company sees for `query` (newest first). */
async function names(query: Record<string, string>, cookie = cookies.pro) {
  const res = await feedAs(cookie, { sort: 'newest', ...query });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { firstName: string }[] }).items.map((c) => c.firstName);
}

describe('a Pro company applies each advanced filter (issue #34 item 4)', () => {
  it.each([
    // Salary: the yearly range reaches into the filter's; '$150k+' from its low end; a hidden or
    // missing salary never matches.
    [{ salaryMin: '100000' }, ['Omar', 'Linus', 'Ada']],
    [{ salaryMax: '90k' }, ['Linus']],
    [{ salaryMin: '120k', salaryMax: '$200,000' }, ['Omar', 'Ada']],
    // Experience, inclusive; unknown never matches.
    [{ experienceMin: '4', experienceMax: '6' }, ['Omar', 'Linus']],
    [{ experienceMin: '9' }, ['Ada']],
    [{ experienceMax: '1' }, ['Mia']],
    // Work type: where they work, as the location says it.
    [{ workType: 'remote' }, ['Omar', 'Mia', 'Ada']],
    [{ workType: 'hybrid,on-site' }, ['Linus', 'Grace']],
    [{ workType: 'On-site' }, ['Grace']],
    // Time-zone overlap with the company's working day (Eastern): the US day overlaps it by 7
    // hours, the EU day by 2 or 3; a location naming no region never matches.
    [{ tzOverlap: '2' }, ['Omar', 'Linus', 'Grace', 'Ada']],
    [{ tzOverlap: '4' }, ['Omar', 'Grace']],
    [{ tzOverlap: '8' }, []],
    // Answers within N days: the card's usual answer time (3+ requests in 90 days).
    [{ answersWithin: '1' }, ['Ada']],
    [{ answersWithin: '2' }, ['Omar', 'Ada']],
    [{ answersWithin: '7' }, ['Omar', 'Grace', 'Ada']],
    // Together, and with spec 1 §5's filters.
    [{ workType: 'remote', salaryMin: '120k', answersWithin: '2' }, ['Omar', 'Ada']],
    [{ q: 'ada', experienceMin: '5' }, ['Ada']],
    [{ availability: 'full-time', tzOverlap: '4', experienceMin: '5' }, ['Omar']],
    // Empty means any, as for the other filters.
    [{ salaryMin: '', workType: '', answersWithin: '' }, ['Omar', 'Mia', 'Linus', 'Grace', 'Ada']],
  ])('%j → %j', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it('says so in the total and the pages, and in Best match order too', async () => {
    const res = await feedAs(cookies.pro, { answersWithin: '7' });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 3, totalCapped: false, sort: 'best' });
    // Best match (Remote, US hours, budget 96k–144k a year): Omar meets the most criteria.
    expect(page.items.map((c: { firstName: string }) => c.firstName)).toEqual([
      'Omar',
      'Ada',
      'Grace',
    ]);
  });

  it('applies for Enterprise too, from its own time zone (London: the EU day overlaps by 7)', async () => {
    expect(await names({ tzOverlap: '5' }, cookies.enterprise)).toEqual(['Linus', 'Ada']);
  });

  it('refuses a time-zone overlap from a company that chose no time zone, and says where to choose it', async () => {
    const res = await feedAs(cookies.proNoZone, { tzOverlap: '2' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: advancedFilterMessages.noTimeZone,
      errors: { tzOverlap: advancedFilterMessages.noTimeZone },
    });
    // The other filters need no time zone.
    expect(await names({ salaryMax: '90k' }, cookies.proNoZone)).toEqual(['Linus']);
  });
});

describe('everyone else is refused with a 403 that explains the upgrade (issue #34 item 4)', () => {
  it('a company on Free: PLAN_REQUIRED, no cards; without advanced filters its feed is as before', async () => {
    for (const query of [
      { salaryMin: '100k' },
      { answersWithin: '2', q: 'ada' },
      { tzOverlap: '2' },
    ] as Record<string, string>[]) {
      const res = await feedAs(cookies.free, query);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      const body = res.json();
      expect(body).toMatchObject({
        status: 403,
        code: 'PLAN_REQUIRED',
        title: 'Pro Plan Required',
        detail: advancedSearchTexts.planRequired,
      });
      expect(body.items).toBeUndefined();
    }
    expect(await names({ q: 'ada' }, cookies.free)).toEqual(['Ada']);
  });

  it('a visitor, a candidate and an admin: PLAN_REQUIRED, saying it is for companies on Pro', async () => {
    const candidate = await injectAs(t, 'candidate');
    const admin = await injectAs(t, 'admin');
    for (const cookie of ['', candidate.cookie, admin.cookie]) {
      const res = await feedAs(cookie, { experienceMin: '3' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'PLAN_REQUIRED',
        detail: advancedSearchTexts.companiesOnly,
      });
    }
  });
});

describe('bad advanced filters are a 400 naming the field, with nothing applied (issue #34 item 4)', () => {
  it.each([
    [{ salaryMin: 'lots' }, 'salaryMin', advancedFilterMessages.salary],
    [{ salaryMax: '-5' }, 'salaryMax', advancedFilterMessages.salary],
    [{ salaryMax: '20000000' }, 'salaryMax', advancedFilterMessages.salary],
    [{ salaryMin: '150k', salaryMax: '100k' }, 'salaryMax', advancedFilterMessages.salaryOrder],
    [{ experienceMin: '-1' }, 'experienceMin', advancedFilterMessages.experience],
    [{ experienceMax: '51' }, 'experienceMax', advancedFilterMessages.experience],
    [{ experienceMin: '2.5' }, 'experienceMin', advancedFilterMessages.experience],
    [
      { experienceMin: '8', experienceMax: '3' },
      'experienceMax',
      advancedFilterMessages.experienceOrder,
    ],
    [{ workType: 'office' }, 'workType', advancedFilterMessages.workType],
    [{ workType: 'remote,mars' }, 'workType', advancedFilterMessages.workType],
    [{ tzOverlap: '0' }, 'tzOverlap', advancedFilterMessages.tzOverlap],
    [{ tzOverlap: '9' }, 'tzOverlap', advancedFilterMessages.tzOverlap],
    [{ answersWithin: '0' }, 'answersWithin', advancedFilterMessages.answersWithin],
    [{ answersWithin: 'soon' }, 'answersWithin', advancedFilterMessages.answersWithin],
  ])('%j → 400 on %s', async (query, field, message) => {
    // Bad input is a 400 for anyone, before the plan is looked at.
    for (const cookie of [cookies.pro, cookies.free, '']) {
      const res = await feedAs(cookie, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        detail: message,
        errors: { [field]: message },
      });
      expect(res.json().items).toBeUndefined();
    }
  });
});

describe('GET /api/talent/advanced-search: what the filter bar shows (issue #34 item 4)', () => {
  const access = async (cookie: string) => {
    const res = await t.app.inject({
      url: '/api/talent/advanced-search',
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return res.json();
  };

  it("a Pro company: available, with its time zone, each region's overlap and its yearly budget", async () => {
    expect(await access(cookies.pro)).toEqual({
      available: true,
      viewer: 'company',
      timeZone: 'UTC-5 (Eastern Time)',
      overlapHours: { US: 7, EU: expect.any(Number) },
      yearlyBudgetUsd: { low: 96_000, high: 144_000 },
    });
  });

  it('a Free company: the preview (not available), with its facts; a company with no zone: none', async () => {
    expect(await access(cookies.free)).toMatchObject({
      available: false,
      viewer: 'company',
      timeZone: 'UTC-5 (Eastern Time)',
      yearlyBudgetUsd: null,
    });
    expect(await access(cookies.proNoZone)).toMatchObject({
      available: true,
      timeZone: null,
      overlapHours: null,
    });
  });

  it('a visitor: not available, nothing about any company', async () => {
    expect(await access('')).toEqual({
      available: false,
      viewer: 'other',
      timeZone: null,
      overlapHours: null,
      yearlyBudgetUsd: null,
    });
  });
});
