/**
 * Sessions you can see (issue #31 item 6; docs/decisions/066-sessions-you-can-see.md): each
 * account lists its live sessions — the device and browser (from the `User-Agent`, read by the
 * `bowser` library), the client's network (an IPv4 /24 or IPv6 /48, through `ipaddr.js`; never the
 * full address), when it started and when it was last used — and can end one, or every other one.
 * A sign-in from a device and network that none of the account's live sessions has e-mails the
 * owner.
 */
import Bowser from 'bowser';
import ipaddr from 'ipaddr.js';
import type { Db } from '../../../db/client';
import type { SessionSummary } from '../../../shared/auth/schemas';
import type { AppContext } from '../../platform/context';
import { notify, templateContext } from '../../platform/email/notify';
import { AppError } from '../../platform/lib/app-error';
import * as repo from './auth.repo';
import type { AccountRow } from './auth.repo';
import { startSession, toSessionUser, type SessionClient } from './auth.service';

/** The longest `User-Agent` kept, in characters. */
const USER_AGENT_MAX = 512;

/**
 * What a session keeps of its client: the `User-Agent` (trimmed to 512 characters, null when
 * none) and the network of `ip` (null when it is not an IP address).
 */
export function sessionClientOf(userAgent: string | undefined, ip: string): SessionClient {
  const ua = userAgent?.trim().slice(0, USER_AGENT_MAX);
  return { userAgent: ua || null, ipNetwork: ipNetworkOf(ip) };
}

/**
 * The network of an address in CIDR notation: IPv4 (and IPv4-mapped IPv6) by its /24, IPv6 by its
 * /48 — enough to tell "home" from "somewhere else", not who. Null for anything else.
 */
export function ipNetworkOf(ip: string): string | null {
  if (!ipaddr.isValid(ip)) return null;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') {
    const [a, b, c] = (address as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const [a, b, c] = (address as ipaddr.IPv6).parts;
  return `${new ipaddr.IPv6([a!, b!, c!, 0, 0, 0, 0, 0]).toString()}/48`;
}

/** "Chrome on macOS", "Safari on iOS", "Firefox", or "Unknown device" for a session's `User-Agent`. */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  return browser.name || os.name || 'Unknown device';
}

/** The account's live sessions as its list shows them, the one making the request marked. */
export async function listSessions(
  db: Db,
  userId: string,
  currentSessionId: string,
): Promise<SessionSummary[]> {
  const rows = await repo.listLiveSessions(db, userId);
  return rows.map((r) => ({
    id: r.id,
    device: deviceLabel(r.userAgent),
    ipNetwork: r.ipNetwork,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    current: r.id === currentSessionId,
  }));
}

/**
 * Ends one of the account's sessions (its live streams close too, docs/decisions/062).
 * @throws AppError NOT_FOUND 'Session not found.' for another account's session or none.
 */
export async function endSessionOf(db: Db, userId: string, sessionId: string): Promise<void> {
  if (!(await repo.deleteSessionOfUser(db, userId, sessionId)))
    throw new AppError('NOT_FOUND', 'Session not found.');
}

/**
 * Signs the account out everywhere: every session ends, and so every live stream of it on every
 * process (ADR 062) — when an admin suspends a candidate or blacklists a company
 * (docs/decisions/069), in the caller's transaction.
 */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await repo.deleteSessionsOfUser(db, userId);
}

/** Ends every session of the account but the one making the request. */
export async function endOtherSessions(
  db: Db,
  userId: string,
  currentTokenHash: string,
): Promise<void> {
  await repo.deleteOtherSessions(db, userId, currentTokenHash);
}

/**
 * A login's session (the password already checked): in one transaction, the `newSignIn` e-mail
 * when the device and network are new to the account (`tellOwnerOfNewDevice`), then the session
 * with its client.
 * @returns the token for the cookie and the auth context, as `startSession`.
 */
export async function startLoginSession(
  ctx: AppContext,
  account: AccountRow,
  client: SessionClient,
) {
  return ctx.db.transaction(async (tx) => {
    await tellOwnerOfNewDevice(ctx, tx, account, client, new Date());
    return startSession(tx, account, { client });
  });
}

/**
 * Before a login's session is stored: when none of the account's live sessions has this device
 * and network, queues the `newSignIn` e-mail to the owner, in the caller's transaction.
 */
async function tellOwnerOfNewDevice(
  ctx: AppContext,
  tx: Db,
  account: AccountRow,
  client: SessionClient,
  now: Date,
): Promise<void> {
  const device = deviceLabel(client.userAgent);
  const known = (await repo.listLiveSessions(tx, account.id)).some(
    (s) => deviceLabel(s.userAgent) === device && s.ipNetwork === client.ipNetwork,
  );
  if (known) return;
  await notify(tx, templateContext(ctx.config), 'newSignIn', {
    email: account.email,
    name: toSessionUser(account).firstName || account.email,
    device,
    network: client.ipNetwork ?? 'an unknown network',
    at: now.toISOString(),
  });
}
