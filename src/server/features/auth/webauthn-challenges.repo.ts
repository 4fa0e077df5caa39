/**
 * SQL for `webauthn_challenges` (issue #31 item 5; docs/decisions/068): the challenges the server
 * handed out for a WebAuthn ceremony — registering a passkey, signing in with one, or
 * re-authenticating a session with one. A challenge lives 5 minutes and is used once: taking it
 * deletes it in the same statement, so two answers to one challenge cannot both pass, on any
 * server process. Every function takes a database handle or a transaction.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { webauthnChallenges } from '../../../db/schema';

/** How long a challenge can be answered: 5 minutes, in milliseconds. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

/** What a challenge is for. */
export type ChallengePurpose = 'registration' | 'authentication' | 'reauthentication';

/**
 * Stores a challenge valid for 5 minutes from the database's clock. `userId`: the account it was
 * given to (registration, re-authentication); null for a sign-in, whose account is not known yet.
 * @returns the challenge's id.
 */
export async function insertChallenge(
  db: Db,
  values: { challenge: string; purpose: ChallengePurpose; userId: string | null },
): Promise<string> {
  const [row] = await db
    .insert(webauthnChallenges)
    .values({
      ...values,
      expiresAt: sql`now() + make_interval(secs => ${CHALLENGE_LIFETIME_MS / 1000})`,
    })
    .returning({ id: webauthnChallenges.id });
  return row!.id;
}

/** Deletes the challenges past their 5 minutes (each new challenge sweeps the old ones first). */
export async function deleteExpiredChallenges(db: Db): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
}

/**
 * Takes (deletes and returns) the live challenge that matches, in one statement: by its `id` (a
 * sign-in or a re-authentication, whose client sends the id back) or by its `challenge` value
 * (a registration, whose value comes back inside the signed client data). `userId` null matches
 * only a challenge given to nobody; an expired one is never taken.
 * @returns the challenge's value, or undefined for an unknown, used, expired or foreign one.
 */
export async function takeChallenge(
  db: Db,
  match: { purpose: ChallengePurpose; userId: string | null } & (
    { id: string } | { challenge: string }
  ),
): Promise<string | undefined> {
  const t = webauthnChallenges;
  const [row] = await db
    .delete(t)
    .where(
      and(
        'id' in match ? eq(t.id, match.id) : eq(t.challenge, match.challenge),
        eq(t.purpose, match.purpose),
        match.userId === null ? isNull(t.userId) : eq(t.userId, match.userId),
        gt(t.expiresAt, sql`now()`),
      ),
    )
    .returning({ challenge: t.challenge });
  return row?.challenge;
}
