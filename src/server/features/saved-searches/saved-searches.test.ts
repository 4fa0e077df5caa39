/**
 * Saved searches through the real API into the database (issue #34 item 5, docs/decisions/076):
 * a member's own searches — save, list, rename, change the alert, delete, with the form's messages
 * — another member's or company's search a 404, and the alert e-mail's one-click unsubscribe
 * (RFC 8058) without login: it works, again is the same, a bad token is a 404.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates, savedSearches } from '../../../db/schema';
import { savedSearchTexts } from '../../../shared/saved-searches/schemas';
import {
  buildTestApp,
  createCandidate,
  createTeammate,
  injectAs,
  injectWith,
  login,
  testClock,
} from '../../../../test/helpers';
import { runSavedSearchAlerts } from './index';

const clock = testClock();
const t = await buildTestApp({}, { now: clock.now });

const backend = { role: 'Engineer', skills: 'Go' };

async function save(cookie: string, body: object) {
  return injectWith(t, cookie, 'POST', '/api/saved-searches', body);
}

describe('saved searches: a member keeps their own (issue #34 item 5)', () => {
  it('saves the query under a name, lists it, renames it, changes its alert and deletes it', async () => {
    const company = await injectAs(t, 'company');
    const res = await save(company.cookie, {
      name: '  Backend Berlin ',
      query: { ...backend, page: '3', location: '' },
      alert: 'daily',
      timeZone: 'Europe/Berlin',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    // The page and empty filters are not part of the search.
    expect(created).toMatchObject({
      name: 'Backend Berlin',
      query: backend,
      alert: 'daily',
      timeZone: 'Europe/Berlin',
      lastAlertAt: null,
    });

    const list = await injectWith(t, company.cookie, 'GET', '/api/saved-searches');
    expect(list.json().items.map((s: { id: string }) => s.id)).toEqual([created.id]);

    const renamed = await injectWith(
      t,
      company.cookie,
      'PATCH',
      `/api/saved-searches/${created.id}`,
      {
        name: 'Go people',
        alert: 'instant',
      },
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Go people', alert: 'instant' });
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, created.id));
    expect(row!.nextDigestAt).toBeNull();

    const deleted = await injectWith(
      t,
      company.cookie,
      'DELETE',
      `/api/saved-searches/${created.id}`,
    );
    expect(deleted.statusCode).toBe(204);
    expect(
      (await injectWith(t, company.cookie, 'GET', '/api/saved-searches')).json().items,
    ).toEqual([]);
  });

  it('a daily search without a time zone takes the company’s and starts at its next 08:00', async () => {
    const company = await injectAs(t, 'company');
    await t.db.execute(
      // The company chose Berlin in its settings.
      `update companies set timezone = 'UTC+1 (Central European Time)' where id = '${company.id}'`,
    );
    const res = await save(company.cookie, { name: 'Daily', query: {}, alert: 'daily' });
    expect(res.json().timeZone).toBe('Europe/Berlin');
    const [row] = await t.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, res.json().id));
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
    }).format(row!.nextDigestAt!);
    expect(local).toBe('08:00');
    expect(row!.nextDigestAt!.getTime()).toBeGreaterThan(clock.now().getTime());
  });

  it('refuses bad input with the form’s messages, and nothing is written', async () => {
    const company = await injectAs(t, 'company');
    const cases: [object, Record<string, string>][] = [
      [{ name: '', query: {} }, { name: savedSearchTexts.nameRequired }],
      [{ name: 'x'.repeat(81), query: {} }, { name: savedSearchTexts.nameTooLong }],
      [{ name: 'A', query: {}, alert: 'hourly' }, { alert: savedSearchTexts.alertInvalid }],
      [
        { name: 'A', query: { availability: 'Sometimes' } },
        { query: savedSearchTexts.queryInvalid },
      ],
      [
        { name: 'A', query: {}, timeZone: 'Mars/Olympus' },
        { timeZone: savedSearchTexts.timeZoneInvalid },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await save(company.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toMatchObject(errors);
    }
    const empty = await injectWith(
      t,
      company.cookie,
      'PATCH',
      `/api/saved-searches/${crypto.randomUUID()}`,
      {},
    );
    expect(empty.statusCode).toBe(400);
    expect(
      (await injectWith(t, company.cookie, 'GET', '/api/saved-searches')).json().items,
    ).toEqual([]);

    expect((await save(company.cookie, { name: 'Same', query: {} })).statusCode).toBe(201);
    const twice = await save(company.cookie, { name: 'same', query: {} });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual({ name: savedSearchTexts.nameTaken });
  });

  it('advanced filters are Pro’s: a company on Free is refused with PLAN_REQUIRED and nothing is saved (issue #34 item 4)', async () => {
    const company = await injectAs(t, 'company');
    const res = await save(company.cookie, {
      name: 'Seniors',
      query: { ...backend, experienceMin: '5' },
      alert: 'instant',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PLAN_REQUIRED');
    const list = await injectWith(t, company.cookie, 'GET', '/api/saved-searches');
    expect(list.json().items).toEqual([]);
  });

  it("another member's or another company's search is a 404 to everything", async () => {
    const company = await injectAs(t, 'company');
    const mine = (await save(company.cookie, { name: 'Mine', query: backend })).json();
    const mate = await createTeammate(t.db, company.id);
    const mateCookie = await login(t.app, mate.email, 'company');
    const stranger = await injectAs(t, 'company');
    for (const cookie of [mateCookie, stranger.cookie]) {
      expect((await injectWith(t, cookie, 'GET', '/api/saved-searches')).json().items).toEqual([]);
      const patch = await injectWith(t, cookie, 'PATCH', `/api/saved-searches/${mine.id}`, {
        name: 'Taken',
      });
      expect(patch.statusCode).toBe(404);
      expect(patch.json().detail).toBe(savedSearchTexts.notFound);
      expect(
        (await injectWith(t, cookie, 'DELETE', `/api/saved-searches/${mine.id}`)).statusCode,
      ).toBe(404);
    }
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, mine.id));
    expect(row!.name).toBe('Mine');
  });
});

describe('one-click unsubscribe (issue #34 item 5; RFC 8058)', () => {
  /** Saves an instant search, approves a matching candidate and runs the alerts: the e-mail's token. */
  async function alertToken() {
    const company = await injectAs(t, 'company');
    const search = (
      await save(company.cookie, {
        name: 'Rustaceans',
        query: { skills: 'Rust' },
        alert: 'instant',
      })
    ).json();
    await runSavedSearchAlerts(t.app.ctx); // the baseline, if this is the first run
    const candidate = await createCandidate(t.db, { status: 'pending', skills: ['Rust'] });
    await t.db
      .update(candidates)
      .set({ status: 'approved' })
      .where(eq(candidates.id, candidate.id));
    expect((await runSavedSearchAlerts(t.app.ctx)).alertsSent).toBeGreaterThanOrEqual(1);
    const [email] = await t.db
      .execute<{ payload: { oneClickHref: string; mailHeaders: Record<string, string> } }>(
        `select payload from outbox_emails where template = 'savedSearchAlert' and '${company.email}' = any(to_addresses)`,
      )
      .then(
        (r) =>
          (
            r as unknown as {
              rows: { payload: { oneClickHref: string; mailHeaders: Record<string, string> } }[];
            }
          ).rows,
      );
    expect(email!.payload.mailHeaders).toEqual({
      'List-Unsubscribe': `<${t.app.ctx.config.APP_URL.replace(/\/$/, '')}${email!.payload.oneClickHref}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    return { search, url: email!.payload.oneClickHref };
  }

  it('a mail client POSTs List-Unsubscribe=One-Click from anywhere, without login: alerts off; again the same', async () => {
    const { search, url } = await alertToken();
    const oneClick = () =>
      t.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://mail.example.net',
          'sec-fetch-site': 'cross-site',
        },
        payload: 'List-Unsubscribe=One-Click',
      });
    const first = await oneClick();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ name: 'Rustaceans', alert: 'off' });
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row!.alert).toBe('off');
    const again = await oneClick();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ name: 'Rustaceans', alert: 'off' });
  });

  it('the confirmation page’s button POSTs JSON from our origin, without login', async () => {
    const { url } = await alertToken();
    const res = await t.app.inject({ method: 'POST', url, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().alert).toBe('off');
  });

  it('a bad token is a 404 and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches/unsubscribe/not-a-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(savedSearchTexts.unsubscribeNotFound);
  });

  it('other routes still refuse a form body and a cross-site write', async () => {
    const company = await injectAs(t, 'company');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: { cookie: company.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=x',
    });
    expect(form.statusCode).toBe(415);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: { cookie: company.cookie, origin: 'https://evil.example' },
      payload: { name: 'x', query: {} },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
