/**
 * The `smtp` transport with nodemailer (`SMTP_URL`, e.g. smtp://user:pass@host:587). The outbox id
 * becomes the Message-ID, so a resend after a crash carries the same id.
 */
import nodemailer from 'nodemailer';
import { DeliveryError } from './errors';
import type { EmailTransport } from './types';

export function createSmtpTransport(opts: {
  url: string;
  from: string;
  replyTo?: string;
}): EmailTransport {
  const transporter = nodemailer.createTransport(opts.url);
  return {
    name: 'smtp',
    async send(email) {
      try {
        const info = await transporter.sendMail({
          from: opts.from,
          to: email.to,
          replyTo: opts.replyTo,
          subject: email.subject,
          text: email.text,
          html: email.html,
          ...(email.calendar
            ? { icalEvent: { method: email.calendar.method, content: email.calendar.ics } }
            : {}),
          messageId: `<${email.id}@warmintro>`,
          ...(email.headers ? { headers: email.headers } : {}),
        });
        return {
          status: 'sent',
          provider: 'smtp',
          messageId: info.messageId ?? null,
          statusCode: null,
        };
      } catch (error) {
        const err = error as { code?: string; responseCode?: number; message?: string };
        const code = err.responseCode ?? null;
        if (err.code === 'EAUTH' || code === 535)
          throw new DeliveryError('AUTH_FAILED', err.message ?? 'SMTP login failed.', code, false);
        if (
          err.code === 'ECONNECTION' ||
          err.code === 'ETIMEDOUT' ||
          err.code === 'ESOCKET' ||
          err.code === 'EDNS'
        ) {
          throw new DeliveryError(
            'NETWORK_ERROR',
            err.message ?? 'SMTP server unreachable.',
            code,
            true,
          );
        }
        throw new DeliveryError(
          'SMTP_ERROR',
          err.message ?? 'SMTP delivery failed.',
          code,
          code === null || (code >= 400 && code < 500),
        );
      }
    },
  };
}
