/**
 * Generated candidates for benchmarks (issue #2 "Demo data": `npm run seed:synthetic`). Inserts
 * users and candidates in multi-row batches, one transaction per batch. All share one unusable
 * password hash: these accounts are not meant to log in.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../client';
import { candidates, users } from '../schema';
import { fakeCandidateValues } from './factories';

const NO_LOGIN_HASH = '!synthetic-account-no-login';

/**
 * Inserts `total` approved synthetic candidates in batches of `batchSize`.
 * @param onProgress called after each batch with the number inserted so far.
 */
export async function insertSyntheticCandidates(
  db: Db,
  total: number,
  batchSize: number,
  onProgress: (done: number) => void = () => {},
): Promise<void> {
  const createdBase = Date.now();
  for (let done = 0; done < total;) {
    const n = Math.min(batchSize, total - done);
    const rows = Array.from({ length: n }, (_, i) => {
      const { email, ...values } = fakeCandidateValues();
      const id = randomUUID();
      // Unique e-mails at any scale: the faker address plus the row id.
      const [local, domain] = email.split('@');
      return {
        user: {
          id,
          email: `${local}.${id.slice(0, 8)}@${domain}`,
          passwordHash: NO_LOGIN_HASH,
          role: 'candidate' as const,
          emailVerifiedAt: new Date(createdBase),
        },
        candidate: { ...values, id, createdAt: new Date(createdBase - (done + i) * 60_000) },
      };
    });
    await db.transaction(async (tx) => {
      await tx.insert(users).values(rows.map((r) => r.user));
      await tx.insert(candidates).values(rows.map((r) => r.candidate));
    });
    done += n;
    onProgress(done);
  }
}
