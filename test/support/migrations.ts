/**
 * Migration tests write rows on the schema before a migration, then run it: this gives them the
 * committed migrations up to one of them.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../../src/db/client';

/**
 * A copy of `drizzle/` in a temporary folder whose journal ends at `lastTag` (e.g.
 * '0022_plan_periods_and_receipts'), for `database.migrate({ migrationsFolder })`.
 * @throws Error when no migration has that tag.
 */
export function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'warmintro-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`No migration is tagged ${lastTag}.`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}
