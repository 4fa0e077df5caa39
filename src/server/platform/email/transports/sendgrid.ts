/**
 * The `sendgrid` transport: SendGrid's v3 mail-send HTTP API (spec 1 §7 "Direct e-mail send", moved
 * to the server). Bearer key; personalizations, from, reply_to, text and HTML content, click and
 * open tracking. Reads `X-Message-Id` and the status code; error bodies' `errors[].message`.
 * The outbox id travels as `custom_args.outbox_id` and the `X-Entity-Ref-ID` header, so a resend
 * after a crash can be recognised.
 */
import { DeliveryError } from './errors';
import type { EmailTransport } from './types';

export interface SendgridOptions {
  apiKey: string;
  from: { email: string; name?: string };
  replyTo?: string;
  /** Base URL of the API; tests point it at a local server. */
  baseUrl?: string;
  timeoutMs?: number;
}

export function createSendgridTransport(opts: SendgridOptions): EmailTransport {
  const url = `${(opts.baseUrl ?? 'https://api.sendgrid.com').replace(/\/$/, '')}/v3/mail/send`;
  return {
    name: 'sendgrid',
    async send(email) {
      const body = {
        personalizations: [
          { to: email.to.map((address) => ({ email: address })), subject: email.subject },
        ],
        from: opts.from,
        reply_to: { email: opts.replyTo ?? opts.from.email },
        content: [
          { type: 'text/plain', value: email.text },
          { type: 'text/html', value: email.html },
        ],
        ...(email.calendar
          ? {
              attachments: [
                {
                  content: Buffer.from(email.calendar.ics).toString('base64'),
                  filename: 'invite.ics',
                  type: `text/calendar; method=${email.calendar.method}`,
                  disposition: 'attachment',
                },
              ],
            }
          : {}),
        tracking_settings: { click_tracking: { enable: true }, open_tracking: { enable: true } },
        custom_args: { outbox_id: email.id },
        headers: { ...email.headers, 'X-Entity-Ref-ID': email.id },
      };
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${opts.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new DeliveryError(
          'NETWORK_ERROR',
          `Email provider unreachable: ${(error as Error).message}`,
          null,
          true,
        );
      }
      if (res.ok) {
        return {
          status: 'sent',
          provider: 'sendgrid',
          messageId: res.headers.get('x-message-id'),
          statusCode: res.status,
        };
      }
      const detail = await res
        .json()
        .then((b: { errors?: { message?: string }[] }) =>
          (b.errors ?? [])
            .map((e) => e.message)
            .filter(Boolean)
            .join('; '),
        )
        .catch(() => '');
      if (res.status === 401)
        throw new DeliveryError(
          'AUTH_FAILED',
          detail || 'The email provider key is invalid.',
          401,
          false,
        );
      if (res.status === 403)
        throw new DeliveryError(
          'PERMISSION_DENIED',
          detail || 'The email provider key may not send mail.',
          403,
          false,
        );
      const transient = res.status === 429 || res.status >= 500;
      throw new DeliveryError(
        'SENDGRID_ERROR',
        detail || `Email provider answered ${res.status}.`,
        res.status,
        transient,
      );
    },
  };
}
