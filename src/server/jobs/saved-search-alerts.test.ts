/**
 * Saved-search alerts with the test clock (issue #34 item 5 and "Done when": instant and daily,
 * exactly one e-mail for a newly approved matching candidate, none when nothing is new;
 * docs/decisions/076): instant alerts, daily at the member's local 08:00 and weekly on Monday's,
 * back from pause and a profile change that now matches, hidden candidates never sent, no candidate
 * twice for one search, at most 10 listed, and one e-mail when two app instances run at once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates, companies, notifications, outboxEmails, savedSearches } from '../../db/schema';
import { ALERT_EMAIL_MAX_CANDIDATES } from '../../shared/saved-searches/schemas';
import {
  buildTestApp,
  createCandidate,
  injectAs,
  injectWith,
  testClock,
} from '../../../test/helpers';
import { runSavedSearchAlerts } from '../features/saved-searches';
import { backgroundJobs } from './index';

const clock = testClock();
const t = await buildTestApp({}, { now: clock.now });
const HOUR = 3_600_000;

/**
 * A company (on `planTier`) with a saved search of `query` and `alert`; the alert job's baseline
 * taken.
 */
async function searchFor(
  query: Record<string, string>,
  alert: string,
  timeZone = 'UTC',
  planTier: 'free' | 'pro' = 'free',
) {
  const company = await injectAs(t, 'company');
  await t.db.update(companies).set({ planTier }).where(eq(companies.id, company.id));
  const res = await injectWith(t, company.cookie, 'POST', '/api/saved-searches', {
    name: `Search ${crypto.randomUUID().slice(0, 6)}`,
    query,
    alert,
    timeZone,
  });
  expect(res.statusCode).toBe(201);
  await runSavedSearchAlerts(t.app.ctx);
  return { company, search: res.json() as { id: string; name: string } };
}

/** A pending candidate an admin then approves (the change the feed's log records). */
async function approvedCandidate(values: Parameters<typeof createCandidate>[1] = {}) {
  const c = await createCandidate(t.db, { status: 'pending', ...values });
  await t.db.update(candidates).set({ status: 'approved' }).where(eq(candidates.id, c.id));
  return c;
}

async function alertEmailsTo(email: string) {
  return t.db
    .select()
    .from(outboxEmails)
    .where(
      and(eq(outboxEmails.template, 'savedSearchAlert'), sql`${email} = any(${outboxEmails.to})`),
    );
}

async function alertNotificationsOf(userId: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'saved_search_alert')));
}

describe('instant alerts (issue #34 item 5)', () => {
  it('a newly approved matching candidate: exactly one e-mail and one notification; run again: nothing', async () => {
    const skill = `Elixir-${crypto.randomUUID().slice(0, 4)}`;
    const { company, search } = await searchFor({ skills: skill }, 'instant');
    const other = await approvedCandidate({ skills: ['Cobol'] });
    const kim = await approvedCandidate({ firstName: 'Kim', lastName: 'Cho', skills: [skill] });

    const run = await runSavedSearchAlerts(t.app.ctx);
    expect(run.alertsSent).toBe(1);
    const [email, ...more] = await alertEmailsTo(company.email);
    expect(more).toEqual([]);
    expect(email!.subject).toBe(`1 new candidate for "${search.name}"`);
    expect(email!.textBody).toContain('Kim Cho');
    expect(email!.textBody).toContain(`/talent/${kim.id}`);
    expect(email!.textBody).not.toContain(other.id);
    expect(email!.textBody).toContain(`/talent?skills=${skill}`);
    const [note, ...moreNotes] = await alertNotificationsOf(company.id);
    expect(moreNotes).toEqual([]);
    expect(note!.link).toBe(`/talent?skills=${skill}`);
    const bell = await injectWith(t, company.cookie, 'GET', '/api/notifications');
    expect(bell.json().items[0].text).toBe(
      `A new candidate matches your saved search "${search.name}".`,
    );

    expect((await runSavedSearchAlerts(t.app.ctx)).alertsSent).toBe(0);
    expect(await alertEmailsTo(company.email)).toHaveLength(1);
    expect(await alertNotificationsOf(company.id)).toHaveLength(1);
  });

  it('nothing new: nothing is sent', async () => {
    const skill = `Zig-${crypto.randomUUID().slice(0, 4)}`;
    const { company } = await searchFor({ skills: skill }, 'instant');
    await approvedCandidate({ skills: ['Haskell'] });
    expect((await runSavedSearchAlerts(t.app.ctx)).alertsSent).toBe(0);
    expect(await alertEmailsTo(company.email)).toEqual([]);
  });

  it('back from pause and a profile change that now matches are new; a candidate is never sent twice', async () => {
    const skill = `OCaml-${crypto.randomUUID().slice(0, 4)}`;
    const paused = await createCandidate(t.db, { skills: [skill], pausedAt: new Date() });
    const changer = await createCandidate(t.db, { skills: ['Java'] });
    const { company } = await searchFor({ skills: skill }, 'instant');

    await t.db.update(candidates).set({ pausedAt: null }).where(eq(candidates.id, paused.id));
    await t.db
      .update(candidates)
      .set({ skills: ['Java', skill] })
      .where(eq(candidates.id, changer.id));
    expect((await runSavedSearchAlerts(t.app.ctx)).alertsSent).toBe(1);
    const [email] = await alertEmailsTo(company.email);
    expect(email!.subject).toMatch(/^2 new candidates/);

    // Paused and back again, or an unrelated edit: already sent for this search, not again.
    await t.db.update(candidates).set({ pausedAt: new Date() }).where(eq(candidates.id, paused.id));
    await runSavedSearchAlerts(t.app.ctx);
    await t.db.update(candidates).set({ pausedAt: null }).where(eq(candidates.id, paused.id));
    await t.db.update(candidates).set({ bio: 'New bio' }).where(eq(candidates.id, changer.id));
    expect((await runSavedSearchAlerts(t.app.ctx)).alertsSent).toBe(0);
    expect(await alertEmailsTo(company.email)).toHaveLength(1);
  });

  it('a candidate who matched but is paused or no longer approved before the alert goes is not sent', async () => {
    const skill = `Nim-${crypto.randomUUID().slice(0, 4)}`;
    const { company, search } = await searchFor({ skills: skill }, 'daily');
    const a = await approvedCandidate({ skills: [skill] });
    const b = await approvedCandidate({ skills: [skill] });
    await runSavedSearchAlerts(t.app.ctx); // recorded, waiting for the morning
    await t.db.update(candidates).set({ pausedAt: new Date() }).where(eq(candidates.id, a.id));
    await t.db.update(candidates).set({ status: 'rejected' }).where(eq(candidates.id, b.id));
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    clock.advance(row!.nextDigestAt!.getTime() - clock.now().getTime() + 60_000);
    await runSavedSearchAlerts(t.app.ctx);
    expect(await alertEmailsTo(company.email)).toEqual([]);
  });

  it('a waiting candidate who changes so they no longer match is dropped; one who still matches is sent', async () => {
    const skill = `Gleam-${crypto.randomUUID().slice(0, 4)}`;
    const { company, search } = await searchFor({ skills: skill }, 'daily');
    const moved = await approvedCandidate({ lastName: 'Moved', skills: [skill] });
    await approvedCandidate({ lastName: 'Stayed', skills: [skill] });
    await runSavedSearchAlerts(t.app.ctx); // both recorded, waiting for the morning
    await t.db
      .update(candidates)
      .set({ skills: ['Fortran'] })
      .where(eq(candidates.id, moved.id));
    await runSavedSearchAlerts(t.app.ctx); // the change is seen: Moved no longer matches
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    clock.advance(row!.nextDigestAt!.getTime() - clock.now().getTime() + 60_000);
    await runSavedSearchAlerts(t.app.ctx);
    const [email, ...more] = await alertEmailsTo(company.email);
    expect(more).toEqual([]);
    expect(email!.subject).toMatch(/^1 new candidate/);
    expect(email!.textBody).toContain('Stayed');
    expect(email!.textBody).not.toContain('Moved');
  });

  it('matches with the feed’s own rules, advanced filters included (experience)', async () => {
    const skill = `Julia-${crypto.randomUUID().slice(0, 4)}`;
    const { company } = await searchFor(
      { skills: skill, experienceMin: '5' },
      'instant',
      'UTC',
      'pro',
    );
    await approvedCandidate({ lastName: 'Junior', skills: [skill], experienceYears: 2 });
    await approvedCandidate({ lastName: 'Senior', skills: [skill], experienceYears: 9 });
    await runSavedSearchAlerts(t.app.ctx);
    const [email, ...more] = await alertEmailsTo(company.email);
    expect(more).toEqual([]);
    expect(email!.subject).toMatch(/^1 new candidate/);
    expect(email!.textBody).toContain('Senior');
    expect(email!.textBody).not.toContain('Junior');
  });

  it('a company back on Free: its search with advanced filters alerts nobody, as its feed refuses them (issue #34 item 4)', async () => {
    const skill = `Elm-${crypto.randomUUID().slice(0, 4)}`;
    const { company } = await searchFor(
      { skills: skill, experienceMin: '5' },
      'instant',
      'UTC',
      'pro',
    );
    await t.db.update(companies).set({ planTier: 'free' }).where(eq(companies.id, company.id));
    await approvedCandidate({ lastName: 'Senior', skills: [skill], experienceYears: 9 });
    await runSavedSearchAlerts(t.app.ctx);
    expect(await alertEmailsTo(company.email)).toEqual([]);
  });

  it(`lists at most ${ALERT_EMAIL_MAX_CANDIDATES} candidates and links to the rest in the feed`, async () => {
    const skill = `Lua-${crypto.randomUUID().slice(0, 4)}`;
    const { company } = await searchFor({ skills: skill }, 'instant');
    for (let i = 0; i < 12; i++)
      await approvedCandidate({ firstName: 'Pat', lastName: `Many${i}`, skills: [skill] });
    await runSavedSearchAlerts(t.app.ctx);
    const [email] = await alertEmailsTo(company.email);
    expect(email!.subject).toMatch(/^12 new candidates/);
    // One line per candidate listed (the first few also get a button, 'View Pat …').
    expect(email!.textBody.match(/^Pat Many\d+:/gm)).toHaveLength(ALERT_EMAIL_MAX_CANDIDATES);
    expect(email!.textBody).toContain('See all 12 in the feed');
  });
});

describe('daily and weekly alerts at the member’s local morning (issue #34 item 5)', () => {
  it('daily: not before 08:00 in the member’s zone, once at it, then nothing the next day with nothing new', async () => {
    const skill = `Dart-${crypto.randomUUID().slice(0, 4)}`;
    const { company, search } = await searchFor({ skills: skill }, 'daily', 'Asia/Tokyo');
    await approvedCandidate({ skills: [skill] });
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    const morning = row!.nextDigestAt!;
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Tokyo',
        hour: '2-digit',
        minute: '2-digit',
      }).format(morning),
    ).toBe('08:00');

    clock.advance(morning.getTime() - clock.now().getTime() - 60_000);
    await runSavedSearchAlerts(t.app.ctx);
    expect(await alertEmailsTo(company.email)).toEqual([]);

    clock.advance(2 * 60_000);
    await runSavedSearchAlerts(t.app.ctx);
    expect(await alertEmailsTo(company.email)).toHaveLength(1);
    await runSavedSearchAlerts(t.app.ctx);
    expect(await alertEmailsTo(company.email)).toHaveLength(1);

    const [after] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(after!.nextDigestAt!.getTime() - morning.getTime()).toBe(24 * HOUR);
    clock.advance(24 * HOUR);
    await runSavedSearchAlerts(t.app.ctx);
    expect(await alertEmailsTo(company.email)).toHaveLength(1);
  });

  it('weekly: on Monday at 08:00 in the member’s zone', async () => {
    const skill = `Scala-${crypto.randomUUID().slice(0, 4)}`;
    const { company, search } = await searchFor({ skills: skill }, 'weekly', 'America/New_York');
    await approvedCandidate({ skills: [skill] });
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    const morning = row!.nextDigestAt!;
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/New_York',
        weekday: 'long',
        hour: '2-digit',
        minute: '2-digit',
      }).format(morning),
    ).toBe('Monday 08:00');
    clock.advance(morning.getTime() - clock.now().getTime() - HOUR);
    await runSavedSearchAlerts(t.app.ctx);
    expect(await alertEmailsTo(company.email)).toEqual([]);
    clock.advance(2 * HOUR);
    await runSavedSearchAlerts(t.app.ctx);
    expect(await alertEmailsTo(company.email)).toHaveLength(1);
  });
});

describe('once across processes (issue #34 item 5)', () => {
  it('two app instances running the alerts at once send one e-mail', async () => {
    const other = await buildTestApp({}, { database: t.database, now: clock.now });
    const skill = `Kotlin-${crypto.randomUUID().slice(0, 4)}`;
    const { company } = await searchFor({ skills: skill }, 'instant');
    await approvedCandidate({ skills: [skill] });
    const runs = await Promise.all([
      runSavedSearchAlerts(t.app.ctx),
      runSavedSearchAlerts(other.app.ctx),
      runSavedSearchAlerts(t.app.ctx),
      runSavedSearchAlerts(other.app.ctx),
    ]);
    // Whichever collected, the alert goes once (a later run sends what an earlier one collected).
    await runSavedSearchAlerts(other.app.ctx);
    expect(runs.reduce((n, r) => n + r.alertsSent, 0)).toBeLessThanOrEqual(1);
    expect(await alertEmailsTo(company.email)).toHaveLength(1);
    expect(await alertNotificationsOf(company.id)).toHaveLength(1);
  });

  it('is one of the server’s background jobs', () => {
    const jobs = backgroundJobs(t.app.ctx, { countersInPostgres: true, onError: () => {} });
    expect(jobs.map((j) => j.queue)).toContain('saved-search-alerts');
  });
});
