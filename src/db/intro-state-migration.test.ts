/**
 * Migration 0004 (issue #11 "State stored once"): intro requests stored as a status plus three
 * booleans become one status plus one time per step, without loss. Rows in every combination of
 * the six statuses and the three booleans are written on the schema before it, then migrated.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUnmigratedDatabase, testPasswordHash } from '../../test/helpers';
import { migrationsUpTo } from '../../test/support/migrations';
import { introDisplayState, type IntroStatus } from '../shared/intro-requests/schemas';
import { queryRows } from './rows';

/** What the company saw before the migration (the old `introDisplayState`). */
function oldDisplay(r: OldRow) {
  if (r.status === 'declined') return 'declined';
  if (r.status === 'requested') return 'requested';
  if (r.completed || r.status === 'meeting_completed') return 'meeting_completed';
  if (r.scheduled || r.status === 'meeting_scheduled' || r.status === 'meeting_marked_by_company')
    return 'meeting_scheduled';
  return 'accepted';
}

/**
 * What the company sees of a migrated status, in the old display's words: issue #17 later told
 * 'scheduling' (booking link opened) apart from a booked call; the old display showed both as
 * a scheduled meeting (docs/decisions/026).
 */
function shownAs(status: IntroStatus) {
  const shown = introDisplayState({ status });
  return shown === 'scheduling' ? 'meeting_scheduled' : shown;
}

/** The statuses before migration 0004 (issue #17 added 'expired' and 'stale' later). */
const introStatuses = [
  'requested',
  'accepted',
  'declined',
  'meeting_scheduled',
  'meeting_marked_by_company',
  'meeting_completed',
] as const;

interface OldRow {
  id: string;
  status: (typeof introStatuses)[number];
  scheduled: boolean;
  marked: boolean;
  completed: boolean;
}

const updatedAt = new Date('2026-10-01T10:00:00Z');
const responseDate = new Date('2026-09-20T08:00:00Z');
const meetingTime = new Date('2026-09-25T15:00:00Z');
const reminderAt = new Date('2026-09-23T09:00:00Z');

/**
 * A company written with SQL on the schema of the time: the factory writes today's columns, and
 * `companies` has gained some since (issue #15's public profile).
 */
async function oldCompany(
  db: Awaited<ReturnType<typeof createUnmigratedDatabase>>['db'],
  passwordHash: string,
  i: number,
): Promise<string> {
  const [user] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (email, password_hash, role)
        values (${`mig-co-${i}@example.com`}, ${passwordHash}, 'company') returning id`,
  );
  await queryRows(
    db,
    sql`insert into companies (id, company_name, full_name, contact_role, hiring_roles)
        values (${user!.id}, ${`Migration Co ${i}`}, 'Pat Lee', 'Founder', ${'{Engineering}'}::text[])
        returning id`,
  );
  return user!.id;
}

describe('migration 0004: intro state stored once', () => {
  it('converts every combination of status and meeting flags without loss', async () => {
    const database = await createUnmigratedDatabase();
    await database.migrate({ migrationsFolder: migrationsUpTo('0003_newest_first_indexes') });
    const db = database.db;
    const passwordHash = await testPasswordHash();
    const companies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => oldCompany(db, passwordHash, i)),
    );
    // Candidates as the schema before the migration has them (the current factory would name
    // columns that later migrations add).
    const candidates = await Promise.all(
      introStatuses.map(async (_, i) => {
        const [user] = await queryRows<{ id: string }>(
          db,
          sql`insert into users (email, password_hash, role) values (${`mig-cand-${i}@example.com`}, ${passwordHash}, 'candidate') returning id`,
        );
        await queryRows(
          db,
          sql`insert into candidates (id, first_name, last_name, role, status) values (${user!.id}, 'Mig', ${`Candidate${i}`}, 'Engineer', 'approved')`,
        );
        return user!.id;
      }),
    );

    const rows: OldRow[] = [];
    for (const [s, status] of introStatuses.entries()) {
      for (let flags = 0; flags < 8; flags++) {
        const row = {
          status,
          scheduled: Boolean(flags & 1),
          marked: Boolean(flags & 2),
          completed: Boolean(flags & 4),
        };
        const answered = status !== 'requested';
        const [inserted] = await queryRows<{ id: string }>(
          db,
          sql`insert into intro_requests (company_id, candidate_id, status, message,
                meeting_scheduled, meeting_marked_by_company, meeting_completed, meeting_time,
                meeting_reminder_sent_at, candidate_response, candidate_response_date, accepted_at,
                response_token_hash, requested_at, updated_at)
              values (${companies[flags]}, ${candidates[s]}, ${status}, ${`row ${status} ${flags}`},
                ${row.scheduled}, ${row.marked}, ${row.completed},
                ${row.scheduled || row.marked ? meetingTime : null},
                ${flags === 1 ? reminderAt : null},
                ${answered ? (status === 'declined' ? 'declined' : 'accepted') : null},
                ${answered ? responseDate : null},
                ${answered && status !== 'declined' ? responseDate : null},
                ${`hash-${status}-${flags}`}, ${responseDate}, ${updatedAt})
              returning id`,
        );
        rows.push({ id: inserted!.id, ...row });
      }
    }
    expect(rows).toHaveLength(48);

    await database.migrate();

    const after = await queryRows<{
      id: string;
      status: (typeof introStatuses)[number];
      message: string;
      answered_at: Date | null;
      meeting_scheduled_at: Date | null;
      call_booked_at: Date | null;
      meeting_completed_at: Date | null;
      meeting_time: Date | null;
      meeting_reminder_sent_at: Date | null;
      response_token_hash: string;
      requested_at: Date;
    }>(db, sql`select * from intro_requests`);
    const byId = new Map(after.map((r) => [r.id, r]));
    const time = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

    for (const old of rows) {
      const now = byId.get(old.id)!;
      const label = `${old.status} scheduled=${old.scheduled} marked=${old.marked} completed=${old.completed}`;
      // The furthest step the row showed; declined and requested keep their status.
      const expected =
        old.status === 'declined' || old.status === 'requested'
          ? old.status
          : old.completed || old.status === 'meeting_completed'
            ? 'meeting_completed'
            : old.marked || old.status === 'meeting_marked_by_company'
              ? 'meeting_marked_by_company'
              : old.scheduled || old.status === 'meeting_scheduled'
                ? 'meeting_scheduled'
                : 'accepted';
      expect(now.status, label).toBe(expected);
      // Rows the old code could write (booked or completed meetings were also scheduled) look
      // the same to the company after the migration.
      if ((!old.marked || old.scheduled) && (!old.completed || old.scheduled))
        expect(shownAs(now.status), label).toBe(oldDisplay(old));

      // Nothing is lost: the answer date, the meeting time, the reminder and the rest stay.
      expect(time(now.answered_at), label).toBe(
        old.status === 'requested' ? null : responseDate.toISOString(),
      );
      expect(time(now.meeting_time), label).toBe(
        old.scheduled || old.marked ? meetingTime.toISOString() : null,
      );
      expect(now.meeting_reminder_sent_at !== null, label).toBe(
        old.scheduled && !old.marked && !old.completed,
      );
      expect(now.message).toBe(`row ${old.status} ${rows.indexOf(old) % 8}`);
      expect(now.response_token_hash).toMatch(/^hash-/);
      expect(time(now.requested_at)).toBe(responseDate.toISOString());

      // Each step reached has its time.
      const reachedScheduled =
        old.scheduled ||
        old.marked ||
        old.completed ||
        ['meeting_scheduled', 'meeting_marked_by_company', 'meeting_completed'].includes(
          old.status,
        );
      expect(time(now.meeting_scheduled_at), label).toBe(
        reachedScheduled ? updatedAt.toISOString() : null,
      );
      expect(time(now.call_booked_at), label).toBe(
        old.marked || old.status === 'meeting_marked_by_company' ? updatedAt.toISOString() : null,
      );
      expect(time(now.meeting_completed_at), label).toBe(
        old.completed || old.status === 'meeting_completed' ? updatedAt.toISOString() : null,
      );
    }

    // The old columns are gone.
    const columns = await queryRows<{ column_name: string }>(
      db,
      sql`select column_name from information_schema.columns where table_name = 'intro_requests'`,
    );
    for (const gone of [
      'meeting_scheduled',
      'meeting_marked_by_company',
      'meeting_completed',
      'candidate_response',
      'candidate_response_date',
      'accepted_at',
    ])
      expect(columns.map((c) => c.column_name)).not.toContain(gone);
    // Migrating a fresh database step by step takes 10–50 s on this 2-core machine under the
    // parallel suite.
  }, 120_000);
});
