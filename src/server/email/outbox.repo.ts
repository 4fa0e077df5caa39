/** SQL for the outbox: claim due e-mails with SKIP LOCKED, record the outcome. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { outboxEmails } from '../../db/schema';
import type { OutgoingEmail } from './transports/types';

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
    returning id, to_addresses, subject, text_body, html_body, attempts`,
  );
  return rows.map((r) => ({
    id: r.id,
    to: r.to_addresses,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    attempts: Number(r.attempts),
  }));
}

export async function markDelivered(
  db: Db,
  id: string,
  outcome: {
    status: 'sent' | 'simulated';
    provider: string;
    messageId: string | null;
    statusCode: number | null;
  },
): Promise<void> {
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
