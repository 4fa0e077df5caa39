/**
 * Migration 0023 (issue #30 "Availability speaks two vocabularies",
 * docs/decisions/056-one-availability-vocabulary.md): every stored availability becomes one of the
 * one list, 'full-time', 'part-time' or 'contract'; a start stated as a timing moves to the
 * availability date when none is set. Rows are written on the schema before it, then migrated.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUnmigratedDatabase } from '../../test/helpers';
import { migrationsUpTo } from '../../test/support/migrations';
import { queryRows } from './rows';

const createdAt = new Date('2026-03-10T22:30:00Z');

/** Stored before → after: [availability, availability date] each. */
const cases: [before: [string, string | null], after: [string, string | null]][] = [
  // The first demo seed's and spec 1 §3's "values seen": timings, kept as a start date.
  [
    ['Available Now', null],
    ['full-time', '2026-03-10'],
  ],
  [
    ['available now', '2026-05-01'],
    ['full-time', '2026-05-01'],
  ],
  [
    ['2 Weeks Notice', null],
    ['full-time', '2026-03-24'],
  ],
  [
    ['2 weeks notice', null],
    ['full-time', '2026-03-24'],
  ],
  [
    ['1-2 weeks', null],
    ['full-time', '2026-03-24'],
  ],
  [
    ['1-2 weeks', '2026-04-02'],
    ['full-time', '2026-04-02'],
  ],
  [
    ['Open to chat', null],
    ['full-time', null],
  ],
  [
    ['March 2027', null],
    ['full-time', null],
  ],
  // A kind of work in another spelling or case.
  [
    ['Full-time', null],
    ['full-time', null],
  ],
  [
    ['FULL TIME', '2026-06-01'],
    ['full-time', '2026-06-01'],
  ],
  [
    ['Part time', null],
    ['part-time', null],
  ],
  [
    ['Contract', null],
    ['contract', null],
  ],
  [
    ['freelance', null],
    ['contract', null],
  ],
  // Already on the list, or never stated: unchanged.
  [
    ['full-time', null],
    ['full-time', null],
  ],
  [
    ['part-time', '2026-07-01'],
    ['part-time', '2026-07-01'],
  ],
  [
    ['contract', null],
    ['contract', null],
  ],
  [
    ['', null],
    ['', null],
  ],
];

describe('migration 0023: one availability vocabulary (issue #30)', () => {
  it("maps every old spelling onto the one list, e.g. 'Available Now' → 'full-time' from its day", async () => {
    const database = await createUnmigratedDatabase();
    await database.migrate({ migrationsFolder: migrationsUpTo('0022_plan_periods_and_receipts') });
    const db = database.db;
    const ids: string[] = [];
    for (const [[availability, availabilityDate]] of cases) {
      // Inserted as the schema of migration 0022 has them (the current factory would name
      // columns that later migrations add).
      const [user] = await queryRows<{ id: string }>(
        db,
        sql`insert into users (email, password_hash, role)
            values (${`mig-avail-${ids.length}@example.com`}, '!', 'candidate') returning id`,
      );
      const id = user!.id;
      await db.execute(
        sql`insert into candidates (id, first_name, last_name, role, status, availability, availability_date, created_at)
            values (${id}, 'Mig', ${`Avail${ids.length}`}, 'Engineer', 'approved', ${availability},
                    ${availabilityDate}, ${createdAt})`,
      );
      ids.push(id);
    }
    const [before] = await queryRows<{ version: string }>(
      db,
      sql`select version::text from feed_version`,
    );

    await database.migrate();

    const rows = await queryRows<{
      id: string;
      availability: string;
      availability_date: string | null;
      availability_key: string;
      engagement_kind: string | null;
    }>(
      db,
      sql`select id, availability, availability_date::text, availability_key, engagement_kind
          from candidates`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const [i, [old, [availability, availabilityDate]]] of cases.entries()) {
      const row = byId.get(ids[i]!)!;
      expect([row.availability, row.availability_date], JSON.stringify(old)).toEqual([
        availability,
        availabilityDate,
      ]);
      // The derived columns the feed filters and 'Best match' read follow (spec 1 §5, ADR 033).
      expect(row.availability_key).toBe(availability.replace('-', ''));
      expect(row.engagement_kind).toBe(
        { 'full-time': 'Full-time', 'part-time': 'Contract', contract: 'Contract', '': null }[
          availability
        ] ?? null,
      );
    }

    // The feed index's change log records the rewritten candidates, so a running index picks
    // them up (docs/decisions/049).
    const changed = await queryRows<{ candidate_id: string }>(
      db,
      sql`select distinct candidate_id from candidate_feed_changes where version > ${before!.version}::bigint`,
    );
    const rewritten = cases.flatMap(([[old]], i) =>
      old === '' || ['full-time', 'part-time', 'contract'].includes(old) ? [] : [ids[i]!],
    );
    expect(changed.map((c) => c.candidate_id).sort()).toEqual(
      expect.arrayContaining(rewritten.sort()),
    );
    // Migrating a fresh database step by step takes 10–50 s on this 2-core machine under the
    // parallel suite.
  }, 120_000);
});
