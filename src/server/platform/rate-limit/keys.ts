/**
 * Rate-limit keys (docs/decisions/019-rate-limits.md): `<budget>:<scope>:<digest>`. The budget and
 * scope stay readable; the subject (an IP address, an e-mail, or both) is stored only as a
 * truncated SHA-256, so the counters hold no address in clear.
 */
import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';

/** What a budget counts per. */
export type RateScope = 'ip' | 'email' | 'ip+email' | 'user';

/** The key of `subject` in `budget`. */
export function rateKey(budget: string, scope: RateScope, subject: string): string {
  const digest = createHash('sha256').update(subject).digest('base64url').slice(0, 22);
  return `${budget}:${scope}:${digest}`;
}

/** An address as limits see it: IPv4-mapped IPv6 as IPv4, other IPv6 by its /64 network. */
export function clientAddress(ip: string): string {
  return normalizeIP(ip);
}

/** An e-mail as limits see it: trimmed, lower case. */
export function normalizedEmail(email: unknown): string {
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}
