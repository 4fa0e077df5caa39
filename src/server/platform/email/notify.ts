/**
 * `notify(db, ctx, template, payload)`: renders a template and queues it in the outbox, in the
 * caller's transaction (`renderNotification` and `queueEmails` do the two halves, for a step that
 * queues several e-mails in one statement), so an e-mail exists exactly when the change that causes it is committed
 * (spec 1 §7 "Notification e-mail helper"; DESIGN.md "Background work").
 */
import type { Db } from '../../../db/client';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import type { EmailCalendar } from './transports/types';
import { insertEmails, MAIL_HEADERS_KEY } from './outbox.repo';
import {
  templates,
  type TemplateContext,
  type TemplateName,
  type TemplatePayload,
} from './templates';

/** An e-mail rendered and ready for the outbox (a row of `outbox_emails` to insert). */
export type OutboxEmailValues = Parameters<typeof insertEmails>[1][number];

/**
 * Renders one e-mail for the outbox, with a calendar invitation when given; writes nothing.
 * @throws AppError BAD_REQUEST 'Unknown email type requested' for a name not in the registry (only
 *   reachable from untyped callers); 'Missing required email information' without recipient,
 *   subject or body.
 */
export function renderNotification<N extends TemplateName>(
  ctx: TemplateContext,
  template: N,
  payload: TemplatePayload<N>,
  options: { calendar?: EmailCalendar } = {},
): OutboxEmailValues {
  const render = templates[template] as
    ((p: unknown, c: TemplateContext) => ReturnType<(typeof templates)[N]>) | undefined;
  if (!render) throw new AppError('BAD_REQUEST', 'Unknown email type requested');
  const email = render(payload, ctx);
  const to = email.to.filter((a) => a && a.trim());
  if (to.length === 0 || !email.subject || (!email.html && !email.text)) {
    throw new AppError('BAD_REQUEST', 'Missing required email information');
  }
  return {
    template,
    to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    calendarMethod: options.calendar?.method ?? null,
    calendarIcs: options.calendar?.ics ?? null,
    // A template's extra headers ride in the payload (docs/decisions/076): the delivery reads them.
    payload: {
      ...(payload as unknown as Record<string, unknown>),
      ...(email.headers ? { [MAIL_HEADERS_KEY]: email.headers } : {}),
    },
  };
}

/**
 * Queues one e-mail (`renderNotification`, then the outbox), with a calendar invitation when
 * given; returns the outbox row id.
 * @throws AppError BAD_REQUEST as `renderNotification`.
 */
export async function notify<N extends TemplateName>(
  db: Db,
  ctx: TemplateContext,
  template: N,
  payload: TemplatePayload<N>,
  options: { calendar?: EmailCalendar } = {},
): Promise<string> {
  const [id] = await insertEmails(db, [renderNotification(ctx, template, payload, options)]);
  return id!;
}

/** Queues rendered e-mails in one statement, in the caller's transaction. @returns their ids. */
export async function queueEmails(db: Db, emails: readonly OutboxEmailValues[]): Promise<string[]> {
  return emails.length === 0 ? [] : insertEmails(db, emails);
}

/** The template context of a configuration: absolute links from APP_URL, the team address. */
export function templateContext(config: Config): TemplateContext {
  return { appUrl: config.APP_URL, teamEmail: config.TEAM_EMAIL };
}
