/** Random bearer tokens (sessions, reset links, intro response links) and their stored hashes. */
import { createHash, randomBytes } from 'node:crypto';

/** A new 256-bit random token, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex of a token: what the database keeps instead of the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
