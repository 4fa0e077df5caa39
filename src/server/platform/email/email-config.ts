/**
 * Which transport the server really uses (spec 1 §5 "Outbound e-mail": a configuration is valid only
 * when the provider key exists with its `SG.` prefix and the from address matches a simple pattern).
 * An invalid configuration is reported and falls back to `log` ('Email Service Fallback').
 */
import type { Config } from '../config';
import { createLogTransport } from './transports/log';
import { createSendgridTransport } from './transports/sendgrid';
import { createSmtpTransport } from './transports/smtp';
import type { EmailTransport } from './transports/types';

const addressPattern = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** Splits 'Name <a@b.c>' or 'a@b.c' into its parts; null when it is not an address. */
export function parseFrom(from: string): { email: string; name?: string } | null {
  const m = /^\s*(?:"?([^"<]*?)"?\s*)?<([^>]+)>\s*$/.exec(from);
  const email = (m?.[2] ?? from).trim();
  if (!addressPattern.test(email)) return null;
  const name = m?.[1]?.trim();
  return name ? { email, name } : { email };
}

export interface EmailSetup {
  transport: EmailTransport;
  configured: Config['EMAIL_TRANSPORT'];
  valid: boolean;
  problems: string[];
}

/** Builds the transport for a configuration; `log` with the reasons when the configuration is invalid. */
export function resolveEmailSetup(
  config: Config,
  options: { sendgridBaseUrl?: string; log?: (m: string) => void } = {},
): EmailSetup {
  const problems: string[] = [];
  const from = parseFrom(config.EMAIL_FROM);
  if (config.EMAIL_TRANSPORT !== 'log' && !from)
    problems.push('EMAIL_FROM is not a valid address.');
  if (config.EMAIL_TRANSPORT === 'sendgrid') {
    if (!config.SENDGRID_API_KEY) problems.push('SENDGRID_API_KEY is missing.');
    else if (!config.SENDGRID_API_KEY.startsWith('SG.'))
      problems.push('SENDGRID_API_KEY must start with "SG.".');
  }
  if (config.EMAIL_TRANSPORT === 'smtp' && !config.SMTP_URL) problems.push('SMTP_URL is missing.');
  const log = createLogTransport(options.log, { showLinks: config.NODE_ENV === 'development' });
  if (problems.length > 0 || config.EMAIL_TRANSPORT === 'log' || !from) {
    return {
      transport: log,
      configured: config.EMAIL_TRANSPORT,
      valid: problems.length === 0,
      problems,
    };
  }
  const transport =
    config.EMAIL_TRANSPORT === 'sendgrid'
      ? createSendgridTransport({
          apiKey: config.SENDGRID_API_KEY!,
          from,
          baseUrl: options.sendgridBaseUrl ?? config.SENDGRID_API_URL,
        })
      : createSmtpTransport({ url: config.SMTP_URL!, from: config.EMAIL_FROM });
  return { transport, configured: config.EMAIL_TRANSPORT, valid: true, problems };
}

/** Secrets shown masked in the admin e-mail page. */
export function maskSecret(value: string | undefined): string | null {
  if (!value) return null;
  return value.length <= 6 ? '••••' : `${value.slice(0, 3)}••••${value.slice(-2)}`;
}

export function maskUrl(url: string | undefined): string | null {
  if (!url) return null;
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:••••@');
}
