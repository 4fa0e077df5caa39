/**
 * What the account's data export holds about how it signs in (issue #5 "download my data", issue
 * #31; docs/decisions/067, 068): whether two-factor is on and how many recovery codes are left,
 * its passkeys (names and dates — never key material), and its live sessions as its list shows
 * them. No secret, code, key or token is ever part of it.
 */
import type { Db } from '../../../db/client';
import * as accounts from './auth.repo';
import { listPasskeysOf } from './passkeys.service';
import { deviceLabel } from './sessions.service';
import { twoFactorStatus } from './two-factor.service';

/** The `signIn` section of a company's or candidate's data export. */
export async function exportSignIn(db: Db, userId: string) {
  const account = await accounts.findAccountById(db, userId);
  const [twoFactor, passkeys, sessions] = await Promise.all([
    account ? twoFactorStatus(db, account) : null,
    listPasskeysOf(db, userId),
    accounts.listLiveSessions(db, userId),
  ]);
  return {
    twoFactor: twoFactor && {
      enabled: twoFactor.enabled,
      enabledAt: twoFactor.enabledAt,
      recoveryCodesLeft: twoFactor.recoveryCodesLeft,
    },
    passkeys: passkeys.map(({ name, createdAt, lastUsedAt, backedUp }) => ({
      name,
      createdAt,
      lastUsedAt,
      backedUp,
    })),
    sessions: sessions.map((s) => ({
      device: deviceLabel(s.userAgent),
      ipNetwork: s.ipNetwork,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    })),
  };
}
