/**
 * The outbox as admins see it (issue #7 `/admin/emails`, replacing the spec's global debug helpers):
 * every e-mail with its delivery record, the rendered message with its single-use links masked, the
 * e-mail configuration with secrets masked, and a test e-mail sent at once through the configured
 * transport.
 */
import type { Db } from '../../../db/client';
import type { AdminEmailRow } from '../../../shared/admin/schemas';
import type { AppContext } from '../../platform/context';
import { maskSecret, maskUrl } from '../../platform/email/email-config';
import { renderEmail } from '../../platform/email/layout';
import * as repo from '../../platform/email/outbox.repo';
import type { EmailFilters, OutboxEmailRow } from '../../platform/email/outbox.repo';
import { DeliveryError } from '../../platform/email/transports/errors';
import { AppError } from '../../platform/lib/app-error';
import { isUuid } from '../../platform/lib/ids';
import { maskTokenLinks } from '../../platform/lib/redact';

function toRow(r: OutboxEmailRow): AdminEmailRow {
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

/** Outbox e-mails matching the filters, newest first, with the total. */
export async function listEmails(db: Db, f: EmailFilters) {
  const { rows, total } = await repo.listEmails(db, f);
  return { items: rows.map(toRow), total, page: f.page, pageSize: f.limit };
}

/**
 * One outbox e-mail with its text and HTML bodies, the token of every single-use link (password
 * reset, e-mail verification, intro response) shown as `[redacted]` (issue #12 finding 8): an admin reads the message
 * but cannot use a link meant for its recipient. The outbox row keeps the real message, which is
 * what the worker delivers.
 * @throws AppError NOT_FOUND 'E-mail not found.'
 */
export async function getEmail(db: Db, id: string) {
  const row = isUuid(id) ? await repo.findEmail(db, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'E-mail not found.');
  return {
    ...toRow(row),
    textBody: maskTokenLinks(row.textBody),
    htmlBody: maskTokenLinks(row.htmlBody),
  };
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
  const [queued] = await repo.insertEmails(ctx.db, [
    {
      template: 'emailTest',
      to: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      status: 'sending',
      attempts: 1,
      claimedAt: new Date(),
    },
  ]);
  const id = queued!;
  try {
    const result = await ctx.email.transport.send({ id, ...email });
    await repo.markDelivered(ctx.db, id, result);
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
    await repo.markFailed(ctx.db, id, {
      provider: ctx.email.transport.name,
      error: message,
      statusCode: failure?.statusCode ?? null,
      retryAt: null,
    });
    return { ok: false, status: 'failed', message };
  }
}
