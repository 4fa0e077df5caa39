/**
 * The outbox as admins see it (issue #7 `/admin/emails`, replacing the spec's global debug helpers):
 * every e-mail with its delivery record, the rendered message, the e-mail configuration with secrets
 * masked, and a test e-mail sent at once through the configured transport.
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { outboxEmails } from '../../../db/schema';
import type { AdminEmailRow } from '../../../shared/admin/schemas';
import type { AppContext } from '../../context';
import { maskSecret, maskUrl } from '../../email/email-config';
import { renderEmail } from '../../email/layout';
import { DeliveryError } from '../../email/transports/errors';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { containsPattern } from '../../lib/sql-like';

type Row = typeof outboxEmails.$inferSelect;

function toRow(r: Row): AdminEmailRow {
  return {
    id: r.id,
    template: r.template,
    to: r.to,
    subject: r.subject,
    status: r.status,
    provider: r.provider,
    messageId: r.messageId,
    statusCode: r.statusCode,
    error: r.error,
    attempts: r.attempts,
    userDeleted: r.userDeleted,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  };
}

export async function listEmails(
  db: Db,
  f: { status?: string; template?: string; search?: string; page: number; limit: number },
) {
  const where: SQL[] = [];
  if (f.status) where.push(eq(outboxEmails.status, f.status as never));
  if (f.template) where.push(eq(outboxEmails.template, f.template));
  if (f.search) {
    const p = containsPattern(f.search);
    where.push(
      or(ilike(outboxEmails.subject, p), sql`array_to_string(${outboxEmails.to}, ' ') ilike ${p}`)!,
    );
  }
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outboxEmails)
      .where(condition)
      .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(outboxEmails).where(condition),
  ]);
  return { items: rows.map(toRow), total: Number(total?.n ?? 0), page: f.page, pageSize: f.limit };
}

export async function getEmail(db: Db, id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'E-mail not found.');
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'E-mail not found.');
  return { ...toRow(row), textBody: row.textBody, htmlBody: row.htmlBody };
}

/** The e-mail configuration with secrets masked. */
export function emailConfig(ctx: AppContext) {
  const c = ctx.config;
  return {
    transport: ctx.email.transport.name,
    configuredTransport: ctx.email.configured,
    valid: ctx.email.valid,
    problems: ctx.email.problems,
    from: c.EMAIL_FROM,
    fallback: c.EMAIL_FALLBACK,
    smtpUrl: maskUrl(c.SMTP_URL),
    sendgridKey: maskSecret(c.SENDGRID_API_KEY),
  };
}

/**
 * Sends a test e-mail now through the configured transport (spec 1 §7: 'the same endpoint serves a
 * connection test mail') and records it in the outbox.
 * @returns `{ ok, status, message }` — 'Email Test Successful' or 'Email Test Failed' with the reason.
 */
export async function sendTestEmail(ctx: AppContext, to: string) {
  const email = renderEmail({
    to: [to],
    subject: 'WarmIntro test e-mail',
    heading: 'Your e-mail settings work',
    blocks: [
      {
        p: `This test was sent through the "${ctx.email.transport.name}" transport from ${ctx.config.APP_URL}.`,
      },
    ],
  });
  const [row] = await ctx.db
    .insert(outboxEmails)
    .values({
      template: 'emailTest',
      to: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      status: 'sending',
      attempts: 1,
      claimedAt: new Date(),
    })
    .returning({ id: outboxEmails.id });
  const id = row!.id;
  try {
    const result = await ctx.email.transport.send({ id, ...email });
    await ctx.db
      .update(outboxEmails)
      .set({ ...result, sentAt: new Date(), updatedAt: new Date() })
      .where(eq(outboxEmails.id, id));
    return {
      ok: true,
      status: result.status,
      message: result.status === 'simulated' ? 'Email Simulated' : 'Email Sent',
    };
  } catch (error) {
    const failure = error instanceof DeliveryError ? error : null;
    const message = failure
      ? `${failure.code}: ${failure.message}`
      : String((error as Error).message ?? error).slice(0, 100);
    await ctx.db
      .update(outboxEmails)
      .set({
        status: 'failed',
        error: message,
        statusCode: failure?.statusCode ?? null,
        provider: ctx.email.transport.name,
        updatedAt: new Date(),
      })
      .where(eq(outboxEmails.id, id));
    return { ok: false, status: 'failed', message };
  }
}
