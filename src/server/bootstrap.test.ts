/**
 * First start (issue #2 "Demo data"): migrations, the demo seed on an empty database only, and the
 * configured admin created or updated (DESIGN.md "Departures": admins).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/rows';
import {
  demoAccounts,
  demoOtherCompanies,
  demoWorkHistory,
  sampleCandidates,
} from '../db/seed/demo';
import { DEMO_POOL_SIZE } from '../db/seed/demo-pool';
import { availabilityOptions } from '../shared/candidates/constants';
import {
  COMPANY_DESCRIPTION_MAX,
  companySizes,
  companyStages,
} from '../shared/companies/company-page';
import { createTestDatabase } from '../../test/helpers';
import {
  connectDatabase,
  DatabaseUnavailableError,
  prepareDatabase,
  startBanner,
} from './bootstrap';
import { testConfig } from './platform/config';
import { authenticate } from './features/auth/auth.service';

const database = await createTestDatabase();

async function count(table: string, where = 'true') {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql.raw(`select count(*)::int as n from ${table} where ${where}`),
  );
  return row!.n;
}

describe('prepareDatabase', () => {
  it('seeds the nine sample candidates, the test candidate, the demo pool and the companies once', async () => {
    const config = testConfig({ SEED_DEMO: 'true' });
    expect(await prepareDatabase(database, config)).toEqual({ seeded: true, admin: null });
    // Issue #30 "A believable demo": about sixty approved candidates, every one with a bio.
    const seededCandidates = sampleCandidates.length + 1 + DEMO_POOL_SIZE;
    expect(seededCandidates).toBe(60);
    expect(await count('candidates', "status = 'approved' and bio <> ''")).toBe(seededCandidates);
    expect(await count('companies')).toBe(2 + demoOtherCompanies.length);
    const tiers = await queryRows<{ company_name: string; plan_tier: string }>(
      database.db,
      sql`select company_name, plan_tier from companies where company_name in ('Nimbus Labs', 'Brightwave') order by plan_tier`,
    );
    expect(tiers.map((r) => r.plan_tier)).toEqual(['free', 'pro']);
    // Issue #34: Nimbus Labs' board is not empty — two lists, five candidates, one team note.
    expect(await count('shortlists')).toBe(2);
    expect(await count('shortlist_entries')).toBe(5);
    expect(await count('candidate_notes')).toBe(1);

    const second = await prepareDatabase(database, config);
    expect(second.seeded).toBe(false);
    expect(await count('candidates')).toBe(seededCandidates);
  });

  it('opens the newest-first feed with the test candidate, then the nine samples (issue #30)', async () => {
    const rows = await queryRows<{ name: string }>(
      database.db,
      sql`select first_name || ' ' || last_name as name from candidates
          where status = 'approved' order by created_at desc limit 10`,
    );
    expect(rows.map((r) => r.name)).toEqual([
      'Taylor Test',
      ...sampleCandidates.map((s) => `${s.firstName} ${s.lastName}`).reverse(),
    ]);
  });

  it('gives every demo company a public profile: description, website, size and stage (issue #30)', async () => {
    const rows = await queryRows<{
      company_name: string;
      description: string | null;
      website: string | null;
      company_size: string | null;
      stage: string | null;
    }>(
      database.db,
      sql`select company_name, description, website, company_size, stage from companies`,
    );
    expect(rows).toHaveLength(2 + demoOtherCompanies.length);
    for (const row of rows) {
      expect(row.description, row.company_name).toBeTruthy();
      expect(row.description!.length).toBeLessThanOrEqual(COMPANY_DESCRIPTION_MAX);
      expect(row.website).toMatch(/^https:\/\/[a-z]+\.example$/);
      expect(companySizes).toContain(row.company_size);
      expect(companyStages).toContain(row.stage);
    }
  });

  it('gives every demo candidate an availability from the one list, and a start date (issue #30)', async () => {
    // docs/decisions/056: the samples once said 'Available Now' or '2 Weeks Notice' where the
    // signup says Full-time, Part-time or Contract; when they start is their availability date.
    const rows = await queryRows<{ availability: string; availability_date: string | null }>(
      database.db,
      sql`select availability, availability_date::text from candidates`,
    );
    expect(rows).toHaveLength(sampleCandidates.length + 1 + DEMO_POOL_SIZE);
    for (const row of rows) {
      expect(availabilityOptions).toContain(row.availability);
      expect(row.availability_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // Each option finds someone, so every choice of the feed's filter shows a card.
    expect(new Set(rows.map((r) => r.availability))).toEqual(new Set(availabilityOptions));
  });

  it('gives three samples a current and a past job, found by the feed search (ADR 080)', async () => {
    const rows = await queryRows<{ name: string; company: string; current: boolean }>(
      database.db,
      sql`select c.first_name || ' ' || c.last_name as name, h.company, h.end_month is null as current
          from candidate_work_history h join candidates c on c.id = h.candidate_id
          order by name, h.position`,
    );
    expect(new Set(rows.map((r) => r.name)).size).toBe(demoWorkHistory.length);
    for (const { candidate } of demoWorkHistory) {
      const jobs = rows.filter((r) => r.name === `${candidate.firstName} ${candidate.lastName}`);
      expect(jobs.map((j) => j.current)).toEqual([true, false]);
    }
    // No demo company is anyone's employer: a current job hides a candidate from it (ADR 081).
    const companyNames = [
      'Nimbus Labs',
      'Brightwave',
      ...demoOtherCompanies.map((c) => c.companyName),
    ];
    expect(rows.filter((r) => companyNames.includes(r.company))).toEqual([]);
    // The past company reaches the search text (the table's trigger).
    const found = await queryRows<{ name: string }>(
      database.db,
      sql`select first_name || ' ' || last_name as name from candidates where search_text like '%parcelwise%'`,
    );
    expect(found.map((r) => r.name)).toEqual(['Sarah Chen']);
  });

  it('lets the demo accounts log in', async () => {
    const { testCandidate, proCompany, admin } = demoAccounts;
    await expect(
      authenticate(database.db, { ...testCandidate, userType: 'candidate' }),
    ).resolves.toMatchObject({ role: 'candidate' });
    await expect(
      authenticate(database.db, { ...proCompany, userType: 'company' }),
    ).resolves.toMatchObject({ companyName: 'Nimbus Labs' });
    await expect(authenticate(database.db, { ...admin, userType: 'admin' })).resolves.toMatchObject(
      { role: 'admin' },
    );
  });

  it('seeds the test candidate for signed-in companies only, the samples for everyone (issue #30, ADR 060)', async () => {
    const rows = await queryRows<{ email: string; visibility: string }>(
      database.db,
      sql`select u.email, c.visibility from candidates c join users u on u.id = c.id`,
    );
    for (const row of rows)
      expect(row.visibility, row.email).toBe(
        row.email === demoAccounts.testCandidate.email ? 'signed_in_companies' : 'everyone',
      );
  });

  it('creates the ADMIN_EMAIL admin, then updates its password', async () => {
    const env = { ADMIN_EMAIL: 'ops@warmintro.test', ADMIN_PASSWORD: 'first-password' };
    expect((await prepareDatabase(database, testConfig(env))).admin).toBe('created');
    const updated = await prepareDatabase(
      database,
      testConfig({ ...env, ADMIN_PASSWORD: 'second-password' }),
    );
    expect(updated.admin).toBe('updated');
    await expect(
      authenticate(database.db, {
        email: 'ops@warmintro.test',
        password: 'second-password',
        userType: 'admin',
      }),
    ).resolves.toMatchObject({ role: 'admin' });
  });
});

describe('connectDatabase', () => {
  it('refuses an unreachable DATABASE_URL with one line naming it (issue #2 "Bad input and faults")', async () => {
    const config = testConfig({ DATABASE_URL: 'postgres://someone:secret@127.0.0.1:1/warmintro' });
    const error = await connectDatabase(config).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    const message = (error as Error).message;
    expect(message).toMatch(
      /^Cannot reach the database at DATABASE_URL \(postgres:\/\/someone:\*\*\*@127\.0\.0\.1:1\/warmintro\): /,
    );
    expect(message).toContain('ECONNREFUSED');
    expect(message).not.toContain('\n');
    expect(message).not.toContain('secret');
  });
});

describe('startBanner', () => {
  it('names the address, the admin login page and the demo accounts (issue #13)', () => {
    const config = testConfig({ APP_URL: 'http://localhost:3000' });
    const banner = startBanner(config, 'http://127.0.0.1:3000', true);
    expect(banner).toContain('WarmIntro is running at http://localhost:3000');
    expect(banner).toContain('Admin area: http://localhost:3000/admin/login');
    expect(banner).toContain(demoAccounts.admin.email);
    expect(startBanner(config, 'http://127.0.0.1:3000', false)).toContain(
      'Admin area: http://localhost:3000/admin/login',
    );
  });
});
