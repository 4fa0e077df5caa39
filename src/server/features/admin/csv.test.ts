/**
 * CSV injection (issue #12; OWASP "CSV Injection"): a cell that begins with `=`, `+`, `-`, `@`, a
 * tab or a carriage return is prefixed with `'`, so a spreadsheet shows it as text instead of
 * running it as a formula — in `safeCell`, and in both admin exports end to end, read back with a
 * real CSV parser.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { gigs } from '../../../db/schema';
import {
  buildTestApp,
  createCandidate,
  createCompany,
  createIntro,
  injectAs,
} from '../../../../test/helpers';
import { safeCell, toCsv } from './csv';

const t = await buildTestApp();
const admin = await injectAs(t, 'admin');
const dangerous = ['=', '+', '-', '@', '\t', '\r'] as const;
const formula = 'HYPERLINK("http://evil.example","Click")';

describe('safeCell', () => {
  it.each(dangerous)('prefixes a cell beginning with %j', (first) => {
    expect(safeCell(`${first}${formula}`)).toBe(`'${first}${formula}`);
  });

  it('prefixes a list whose first item begins with a formula character', () => {
    expect(safeCell(['=1+1', 'Design'])).toBe("'=1+1, Design");
  });

  it('leaves other text, dates, booleans and numbers as they are; null is empty', () => {
    expect(safeCell('Acme = good')).toBe('Acme = good');
    expect(safeCell(" '=already")).toBe(" '=already");
    expect(safeCell(new Date('2026-11-22T10:00:00.000Z'))).toBe('2026-11-22T10:00:00.000Z');
    expect(safeCell(true)).toBe('true');
    expect(safeCell(42)).toBe('42');
    expect(safeCell(null)).toBe('');
    expect(safeCell(undefined)).toBe('');
  });

  it('toCsv quotes what needs quoting, so a neutralised cell reads back as written', () => {
    const csv = toCsv([{ header: 'v', value: (r: string) => r }], ['=A1,"x"\n2', '-1']);
    expect(parse(csv)).toEqual([['v'], [`'=A1,"x"\n2`], ["'-1"]]);
  });
});

describe('the admin exports (spec 2 §7) neutralise every user-written cell', () => {
  /** A company, candidate, intro and gig whose every free text begins with `first`. */
  async function rowsBeginningWith(first: string, tag: string) {
    const text = (field: string) => `${first}${formula} ${field} ${tag}`;
    const co = await createCompany(t.db, { companyName: text('company') });
    const cand = await createCandidate(t.db, {
      firstName: text('first'),
      lastName: 'Last',
      role: text('role'),
    });
    await createIntro(t.db, { companyId: co.id, candidateId: cand.id }, 'accepted');
    await t.db.insert(gigs).values({
      companyId: co.id,
      title: text('title'),
      roleCategory: 'Other',
      description: 'd'.repeat(60),
      deliverables: 'x'.repeat(40),
      estimatedDuration: '1 week',
      budgetRange: '$1,000+',
      startDate: '2027-01-01',
      preferredCandidateId: cand.id,
    });
    return text;
  }

  async function exported(url: string): Promise<Record<string, string>[]> {
    const res = await t.app.inject({ url, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    return parse(res.body, { columns: true });
  }

  it.each(dangerous.map((c, i) => [c, `tag${i}x`] as const))(
    'cells beginning with %j',
    async (first, tag) => {
      const text = await rowsBeginningWith(first, tag);
      const [intro] = await exported(`/api/admin/intro-requests/export.csv?company=${tag}`);
      expect(intro).toMatchObject({
        company: `'${text('company')}`,
        candidate: `'${text('first')} Last`,
        candidate_role: `'${text('role')}`,
        status: 'accepted',
      });
      const [gig] = await exported(`/api/admin/gigs/export.csv?company=${tag}`);
      expect(gig).toMatchObject({
        title: `'${text('title')}`,
        company: `'${text('company')}`,
        preferred_candidate: `'${text('first')} Last`,
        start_date: '2027-01-01',
      });
    },
  );

  it('no cell of either export begins with a formula character', async () => {
    await rowsBeginningWith('=', 'all');
    for (const url of ['/api/admin/intro-requests/export.csv', '/api/admin/gigs/export.csv']) {
      const cells = (await exported(url)).flatMap((row) => Object.values(row));
      expect(cells.length).toBeGreaterThan(0);
      expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    }
  });
});
