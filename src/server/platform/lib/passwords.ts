/** Password hashing with argon2id (DESIGN.md "Stack": `@node-rs/argon2`). */
import { hash, verify } from '@node-rs/argon2';

/** Hashes a password with argon2id and a random salt; returns the PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2 });
}

// Checked when the e-mail is unknown, so a miss costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `passwordHash`. With no hash (unknown user) it still spends the
 * time of one verification and returns false.
 */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
