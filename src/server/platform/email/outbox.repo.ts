/**
 * SQL for the `outbox_emails` table (DESIGN.md "Background work"): queue an e-mail, claim due ones
 * with SKIP LOCKED and record the outcome; the admin's outbox view (issue #7 `/admin/emails`); the
 * e-mails to one address for data exports and account deletion. Every function takes a database
 * handle or a transaction.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { insertJsonRowsSql, jsonRows } from '../../../db/json-rows';
import { queryRows } from '../../../db/rows';
import { outboxEmails } from '../../../db/schema/index';
import type { EmailStatus } from '../../../shared/admin/schemas';
import { newestFirstPage, rowsWithTotal, type PageRequest } from '../lib/paging';
import { containsAny } from '../lib/sql-like';
import type { DeliveryResult, OutgoingEmail } from './transports/types';

export type OutboxEmailRow = typeof outboxEmails.$inferSelect;

/** The admin outbox list's filters. */
export interface EmailFilters extends PageRequest {
  status?: EmailStatus | '';
  template?: string;
  /** Matches the subject or a recipient, anywhere, any case. */
  search?: string;
}

/** True for the outbox rows sent to `address` (one of their recipients). */
const sentTo = (address: string) => sql`${address} = any(${outboxEmails.to})`;

/**
 * Queues e-mails in one statement (status `queued`, due now unless the values say otherwise).
 * @returns their ids, in the order given.
 */
export async function insertEmails(
  db: Db,
  values: readonly (typeof outboxEmails.$inferInsert)[],
): Promise<string[]> {
  const rows = await db
    .insert(outboxEmails)
    .values([...values])
    .returning({ id: outboxEmails.id });
  return rows.map((r) => r.id);
}

/** The columns of a rendered e-mail (`renderNotification`); the others take their defaults. */
const renderedColumns = [
  'template',
  'to',
  'subject',
  'textBody',
  'htmlBody',
  'calendarMethod',
  'calendarIcs',
  'payload',
] as const;

/** Rendered e-mails as the JSON parameter of `insertEmailsSql`. */
export function emailsJson(values: readonly (typeof outboxEmails.$inferInsert)[]): string {
  return jsonRows(outboxEmails, renderedColumns, values);
}

/**
 * `insertEmails` as a part of a longer statement (docs/decisions/052): the insert of the e-mails in
 * `rows` (jsonb, from `emailsJson`), queued and due now. `from` as in `insertJsonRowsSql`.
 */
export function insertEmailsSql(rows: SQL, from?: SQL): SQL {
  return insertJsonRowsSql(outboxEmails, renderedColumns, rows, { from });
}

/**
 * The key of the outbox payload holding a template's extra message headers (`RenderedEmail.headers`,
 * docs/decisions/076), which the delivery sends with the message.
 */
export const MAIL_HEADERS_KEY = 'mailHeaders';

/** A claim older than this is considered abandoned (its worker died) and is taken again. */
export const CLAIM_TIMEOUT_SECONDS = 300;

/**
 * Claims up to `limit` due e-mails for this worker: queued ones whose time has come, and ones
 * whose earlier claim timed out. `FOR UPDATE SKIP LOCKED` keeps two workers off the same row.
 */
export async function claimDue(
  db: Db,
  limit: number,
): Promise<(OutgoingEmail & { attempts: number })[]> {
  const rows = await queryRows<{
    id: string;
    to_addresses: string[];
    subject: string;
    text_body: string;
    html_body: string;
    calendar_method: 'REQUEST' | 'CANCEL' | null;
    calendar_ics: string | null;
    headers: Record<string, string> | null;
    attempts: number;
  }>(
    db,
    sql`
    update outbox_emails set status = 'sending', claimed_at = now(), attempts = attempts + 1, updated_at = now()
    where id in (
      select id from outbox_emails
      where (status = 'queued' and next_attempt_at <= now())
         or (status = 'sending' and claimed_at < now() - make_interval(secs => ${CLAIM_TIMEOUT_SECONDS}))
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id, to_addresses, subject, text_body, html_body, calendar_method, calendar_ics,
      payload -> ${MAIL_HEADERS_KEY} as headers, attempts`,
  );
  return rows.map((r) => ({
    id: r.id,
    to: r.to_addresses,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    calendar:
      r.calendar_method && r.calendar_ics
        ? { method: r.calendar_method, ics: r.calendar_ics }
        : null,
    headers: r.headers ?? null,
    attempts: Number(r.attempts),
  }));
}

/** Records a delivery (`sent`, or `simulated` by the log transport) with the provider's answer. */
export async function markDelivered(db: Db, id: string, outcome: DeliveryResult): Promise<void> {
  await db
    .update(outboxEmails)
    .set({ ...outcome, error: null, sentAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(outboxEmails.id, id));
}

/**
 * Records a failed attempt: queued again at `retryAt`, or finally `failed` — or `simulated` when the
 * fallback keeps a simulated copy (spec 1 §4 "Email sending mode": a real failure falls back).
 */
export async function markFailed(
  db: Db,
  id: string,
  failure: {
    provider: string;
    error: string;
    statusCode: number | null;
    retryAt: Date | null;
    fallback?: boolean;
  },
): Promise<void> {
  await db
    .update(outboxEmails)
    .set({
      status: failure.retryAt ? 'queued' : failure.fallback ? 'simulated' : 'failed',
      provider: failure.provider,
      error: failure.error,
      statusCode: failure.statusCode,
      nextAttemptAt: failure.retryAt ?? sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(outboxEmails.id, id));
}

/** One page of the outbox e-mails matching the filters, newest first, with the total. */
export async function listEmails(db: Db, f: EmailFilters) {
  const where = and(
    f.status ? eq(outboxEmails.status, f.status) : undefined,
    f.template ? eq(outboxEmails.template, f.template) : undefined,
    containsAny(f.search, outboxEmails.subject, sql`array_to_string(${outboxEmails.to}, ' ')`),
  );
  return rowsWithTotal(
    newestFirstPage(db.select().from(outboxEmails).where(where).$dynamic(), outboxEmails, f),
    db.select({ n: count() }).from(outboxEmails).where(where),
  );
}

/** The outbox e-mail with this id, or undefined. */
export async function findEmail(db: Db, id: string): Promise<OutboxEmailRow | undefined> {
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  return row;
}

/** The e-mails sent to `address`, newest first, as a data export lists them (no bodies). */
export async function listEmailsTo(db: Db, address: string) {
  return db
    .select({
      template: outboxEmails.template,
      subject: outboxEmails.subject,
      status: outboxEmails.status,
      createdAt: outboxEmails.createdAt,
    })
    .from(outboxEmails)
    .where(sentTo(address))
    .orderBy(desc(outboxEmails.createdAt));
}

/** How many outbox e-mails were sent to `address`. */
export async function countEmailsTo(db: Db, address: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outboxEmails).where(sentTo(address));
  return Number(row?.n ?? 0);
}

/**
 * Marks the e-mails to `address` `user_deleted` and erases what names the person (subject,
 * bodies, payload, recipients), for account deletion (spec 2 §3 "Deletion log").
 * @returns how many e-mails were marked.
 */
export async function eraseEmailsTo(db: Db, address: string): Promise<number> {
  const rows = await db
    .update(outboxEmails)
    .set({
      userDeleted: true,
      deletedAt: sql`now()`,
      subject: '[deleted]',
      textBody: '',
      htmlBody: '',
      payload: sql`'{}'::jsonb`,
      to: sql`array['deleted-user']::text[]`,
      updatedAt: sql`now()`,
    })
    .where(and(sentTo(address), eq(outboxEmails.userDeleted, false)))
    .returning({ id: outboxEmails.id });
  return rows.length;
}
