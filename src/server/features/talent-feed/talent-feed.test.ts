/**
 * Talent feed API (spec 1 §2 "Talent feed", §3 "Talent", §5 "Talent feed filtering"): matching
 * rules, each with a table of cases; approved candidates only; pagination; skill chips.
 */
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../../../db/schema';
import { buildTestApp, createCandidate, injectAs, TEST_PAY } from '../../../../test/helpers';
import { feedPageSchema } from '../../../shared/talent-feed/schemas';

const t = await buildTestApp();
const ids: Record<string, string> = {};

beforeAll(async () => {
  const people = [
    {
      key: 'ada',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'Backend Engineer',
      location: 'Remote (EU)',
      availability: 'full-time',
      skills: ['Python', 'PostgreSQL', 'Go'],
      experienceYears: 9,
      salaryRange: '$150k+',
    },
    {
      key: 'grace',
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'Frontend Developer',
      location: 'On-site (New York)',
      availability: 'part-time',
      skills: ['React', 'TypeScript'],
      experienceYears: null,
      salaryRange: 'Prefer not to disclose',
    },
    {
      key: 'linus',
      firstName: 'Linus',
      lastName: 'Park',
      role: 'DevOps Engineer',
      location: 'Hybrid (Berlin)',
      availability: 'full-time',
      skills: ['Go', 'Kubernetes', 'React'],
      experienceYears: 4,
      salaryRange: '$50k – $100k',
    },
    {
      key: 'mia',
      firstName: 'Mia',
      lastName: 'Wong',
      role: 'Product Designer',
      location: 'Remote',
      availability: 'contract',
      skills: ['Figma', 'UX_Research', '100%'],
      experienceYears: 1,
      salaryRange: null,
    },
  ];
  for (const [i, p] of people.entries()) {
    const { key, ...values } = p;
    ids[key] = (
      await createCandidate(t.db, {
        ...values,
        status: 'approved',
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })
    ).id;
  }
  ids.pending = (
    await createCandidate(t.db, {
      firstName: 'Pending',
      lastName: 'Person',
      role: 'Backend Engineer',
      skills: ['Go'],
      status: 'pending',
    })
  ).id;
  ids.rejected = (
    await createCandidate(t.db, {
      firstName: 'Rejected',
      lastName: 'Person',
      role: 'Backend Engineer',
      skills: ['Go'],
      status: 'rejected',
    })
  ).id;
});

async function feed(query: Record<string, string> = {}) {
  const res = await t.app.inject({ url: '/api/talent', query });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    items: { id: string; name: string }[];
    total: number;
    totalCapped: boolean;
    pageCount: number;
  };
}
const names = async (query: Record<string, string>) =>
  (await feed(query)).items.map((c) => c.name.split(' ')[0]).sort();

describe('matching (spec 1 §5 "Talent feed filtering")', () => {
  it.each([
    ['ada', ['Ada']],
    ['LOVELACE', ['Ada']],
    ['engineer', ['Ada', 'Linus']],
    ['berlin', ['Linus']],
    ['remote', ['Ada', 'Mia']],
    ['typescript', ['Grace']],
    ['go', ['Ada', 'Linus']],
    ['ada lovelace', ['Ada']],
    ['engineer remote', []],
    ['100%', ['Mia']],
    ['ux_research', ['Mia']],
    ['%', ['Mia']],
    ['nobody', []],
    // One and two characters (issue #14: served by the gram index, docs/decisions/031).
    ['ov', ['Ada']],
    ['Y', ['Ada', 'Grace', 'Linus']],
    // 'lovelace' ends a field and 'backend' starts the next: no match across two fields.
    ['eb', []],
  ])(
    'search %j matches name, role, location or any skill, case-insensitively → %j',
    async (q, expected) => {
      expect(await names({ q })).toEqual(expected);
    },
  );

  it.each([
    ['Go', ['Ada', 'Linus']],
    ['Go,React', ['Linus']],
    ['React,TypeScript', ['Grace']],
    ['Go,Figma', []],
  ])('skill chips %j require every chosen skill → %j', async (skills, expected) => {
    expect(await names({ skills })).toEqual(expected);
  });

  it.each([
    ['engineer', ['Ada', 'Linus']],
    ['DESIGN', ['Mia']],
    ['devops', ['Linus']],
  ])('role %j matches by substring → %j', async (role, expected) => {
    expect(await names({ role })).toEqual(expected);
  });

  it.each([
    ['Remote', ['Ada', 'Mia']],
    ['new york', ['Grace']],
    ['Hybrid', ['Linus']],
  ])('location %j matches by substring → %j', async (location, expected) => {
    expect(await names({ location })).toEqual(expected);
  });

  it.each([
    ['full-time', ['Ada', 'Linus']],
    ['Full-time', ['Ada', 'Linus']],
    ['FULL TIME', ['Ada', 'Linus']],
    ['fulltime', ['Ada', 'Linus']],
    ['Part-time', ['Grace']],
    ['contract', ['Mia']],
    ['', ['Ada', 'Grace', 'Linus', 'Mia']],
  ])(
    'availability %j compares without spaces and hyphens, lower-cased → %j',
    async (availability, expected) => {
      expect(await names({ availability })).toEqual(expected);
    },
  );

  // Issue #30 (docs/decisions/056): the filter takes the one list only; an old value, such as a
  // bookmarked 'Available Now', is a 400 that names the list, like an unknown sort — never a 500.
  it.each(['Available Now', '2 Weeks Notice', '1-2 weeks', 'Open to chat', 'full', 'Freelance'])(
    'availability %j outside the one list → 400 naming the list (issue #30)',
    async (availability) => {
      const res = await t.app.inject({ url: '/api/talent', query: { availability } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        availability: 'Availability must be Full-time, Part-time or Contract.',
      });
    },
  );

  it('combines filters', async () => {
    expect(await names({ q: 'engineer', skills: 'React' })).toEqual(['Linus']);
  });
});

describe('the feed', () => {
  it('shows approved candidates only, newest first, as cards (spec 1 §2)', async () => {
    const page = await feed();
    expect(page.items.map((c) => c.name)).toEqual([
      'Mia Wong',
      'Linus Park',
      'Grace Hopper',
      'Ada Lovelace',
    ]);
    expect(page.total).toBe(4);
    const grace = (await t.app.inject(`/api/talent/${ids.grace}`)).json();
    expect(grace).toMatchObject({
      experience: '5 years',
      salaryRange: null,
      intro: null,
    });
    // Contact details are absent without an accepted intro (docs/decisions/013).
    expect(grace).not.toHaveProperty('contact');
    expect(grace).not.toHaveProperty('email');
    expect(grace).not.toHaveProperty('calendarUrl');
    const ada = page.items.find((c) => c.name === 'Ada Lovelace') as unknown as {
      experience: string;
      salaryRange: string;
    };
    expect(ada).toMatchObject({ experience: '9 years', salaryRange: '$150k+' });
  });

  it('answers 404 for a candidate who is not approved', async () => {
    for (const id of [ids.pending, ids.rejected, 'not-a-uuid']) {
      const res = await t.app.inject(`/api/talent/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(
        'Candidate data not found. Please try again from the talent feed.',
      );
    }
  });

  it('paginates with a total and a page count', async () => {
    const first = await t.app.inject({ url: '/api/talent', query: { limit: '3', page: '1' } });
    expect(first.json()).toMatchObject({ total: 4, page: 1, pageSize: 3, pageCount: 2 });
    expect(first.json().items).toHaveLength(3);
    const second = await t.app.inject({ url: '/api/talent', query: { limit: '3', page: '2' } });
    expect(second.json().items.map((c: { name: string }) => c.name)).toEqual(['Ada Lovelace']);
    expect((await t.app.inject({ url: '/api/talent', query: { limit: '500' } })).statusCode).toBe(
      400,
    );
  });

  it('says when the total is complete, and pages only through the first 10,000 results (docs/decisions/031)', async () => {
    expect((await feed()).totalCapped).toBe(false);
    expect((await t.app.inject({ url: '/api/talent', query: { page: '417' } })).statusCode).toBe(
      200,
    );
    const beyond = await t.app.inject({ url: '/api/talent', query: { page: '418' } });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().errors).toMatchObject({
      page: 'Only the first 10,000 results can be paged through. Narrow your search to see the rest.',
    });
  });

  it('never shows a candidate who stopped being approved, even from the cache', async () => {
    const before = await feed({ q: 'kubernetes' });
    expect(before.items.map((c) => c.id)).toEqual([ids.linus]);
    await t.db.update(candidates).set({ status: 'suspended' }).where(eq(candidates.id, ids.linus!));
    expect((await feed({ q: 'kubernetes' })).items).toEqual([]);
    await t.db.update(candidates).set({ status: 'approved' }).where(eq(candidates.id, ids.linus!));
  });

  it('lists the sorted unique skills of approved candidates', async () => {
    const res = await t.app.inject('/api/talent/skills');
    expect(res.json()).toEqual([
      '100%',
      'Figma',
      'Go',
      'Kubernetes',
      'PostgreSQL',
      'Python',
      'React',
      'TypeScript',
      'UX_Research',
    ]);
  });

  it('lists the sorted unique roles of approved candidates: the Role select (spec 1 §2)', async () => {
    await createCandidate(t.db, { role: 'Pending Only Role', status: 'pending' });
    const res = await t.app.inject('/api/talent/roles');
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.json()).toEqual([
      'Backend Engineer',
      'DevOps Engineer',
      'Frontend Developer',
      'Product Designer',
    ]);
    // A chosen role still matches by substring (spec 1 §5).
    const page = await t.app.inject({ url: '/api/talent', query: { role: 'Engineer' } });
    expect(
      page
        .json()
        .items.map((c: { firstName: string }) => c.firstName)
        .sort(),
    ).toEqual(['Ada', 'Linus']);
  });

  it("adds the company's own intro state to cards", async () => {
    const company = await injectAs(t, 'company');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/intro-requests',
      headers: { cookie: company.cookie },
      payload: { ...TEST_PAY, candidateId: ids.ada },
    });
    expect(made.statusCode).toBe(201);
    const res = await t.app.inject({
      url: '/api/talent',
      query: { q: 'ada' },
      headers: { cookie: company.cookie },
    });
    expect(res.json().items[0].intro).toMatchObject({
      status: 'requested',
      meetingScheduled: false,
    });
    const visitor = await feed({ q: 'ada' });
    expect((visitor.items[0] as unknown as { intro: unknown }).intro).toBeNull();
  });

  it('sends pages exactly as the feed schema says: nothing more, nothing missing (docs/decisions/049)', async () => {
    const company = await injectAs(t, 'company');
    for (const headers of [{}, { cookie: company.cookie }]) {
      const queries: Record<string, string>[] = [
        {},
        { q: 'ada' },
        { skills: 'Go', page: '2', limit: '1' },
      ];
      for (const query of queries) {
        const res = await t.app.inject({ url: '/api/talent', query, headers });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        // Parsing drops what the schema does not name and fails on what it lacks.
        expect(feedPageSchema.parse(body)).toEqual(body);
        expect(body.items.length).toBeGreaterThan(0);
      }
    }
  });

  it('sends a page as UTF-8 JSON, compressed for a client that accepts gzip (issue #14 "API")', async () => {
    const plain = await t.app.inject({ url: '/api/talent' });
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const zipped = await t.app.inject({
      url: '/api/talent',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});
