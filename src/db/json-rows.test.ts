/**
 * Rows as one JSON parameter (docs/decisions/052): what `jsonRows` writes is what
 * `insertJsonRowsSql` stores, column by column (times, arrays, JSON, nulls, defaults), and a
 * `from` of an empty relation stores nothing.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, createTestDatabase } from '../../test/helpers';
import { emailsJson, insertEmailsSql } from '../server/platform/email/outbox.repo';
import { insertJsonRowsSql, jsonRows } from './json-rows';
import { notifications, outboxEmails } from './schema';

const database = await createTestDatabase();
const db = database.db;

describe('insertJsonRowsSql', () => {
  it('stores each row as given, and the columns left out take their defaults', async () => {
    const rows = [
      {
        template: 'json-rows-test',
        to: ['a@example.com', 'b@example.com'],
        subject: 'Café "quoted"',
        textBody: 'line 1\nline 2',
        htmlBody: '<p>hi</p>',
        calendarMethod: 'REQUEST',
        payload: { nested: { n: 1 }, list: [1, 2] },
      },
      {
        template: 'json-rows-test',
        to: ['c@example.com'],
        subject: 'Second',
        textBody: 't',
        htmlBody: 'h',
        payload: {},
      },
    ];
    // The outbox's own part of a longer statement (its rendered e-mail's columns).
    await db.execute(insertEmailsSql(sql`${emailsJson(rows)}::jsonb`));
    const stored = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'json-rows-test'))
      .orderBy(outboxEmails.subject);
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({
      ...rows[0],
      status: 'queued',
      attempts: 0,
      calendarIcs: null,
    });
    // A value left out of a row is null.
    expect(stored[1]).toMatchObject({
      subject: 'Second',
      to: ['c@example.com'],
      calendarMethod: null,
    });
  });

  it('stores times, and nothing when a relation of its `from` is empty', async () => {
    const company = await createCompany(db, {});
    const columns = ['id', 'userId', 'kind', 'data', 'link', 'createdAt'] as const;
    const row = {
      id: '6f1d2c3b-4a5e-4f60-8172-93a4b5c6d7e8',
      userId: company.id,
      kind: 'intro_requested',
      data: { name: 'Co' },
      link: '/x',
      createdAt: new Date('2026-11-27T10:11:12.345Z'),
    };
    const json = sql`${jsonRows(notifications, columns, [row])}::jsonb`;
    await db.execute(
      sql`with none as (select 1 where false) ${insertJsonRowsSql(notifications, columns, json, { from: sql`none` })}`,
    );
    expect(await db.select().from(notifications).where(eq(notifications.id, row.id))).toEqual([]);
    await db.execute(insertJsonRowsSql(notifications, columns, json));
    const [stored] = await db.select().from(notifications).where(eq(notifications.id, row.id));
    expect(stored).toMatchObject({ ...row, readAt: null, introRequestId: null });
  });
});
