/**
 * `npm run seed:synthetic -- --candidates 100000`: adds realistic generated candidates (approved,
 * faker) to the configured database in batches, printing progress — data for benchmarks.
 */
import { parseArgs } from 'node:util';
import { connectDatabase } from '../src/server/bootstrap';
import { loadConfig, loadDotEnv } from '../src/server/platform/config';
import { insertSyntheticCandidates } from '../src/db/seed/synthetic';

const { values } = parseArgs({
  options: {
    candidates: { type: 'string', default: '1000' },
    batch: { type: 'string', default: '1000' },
  },
});
const total = Number(values.candidates);
const batchSize = Number(values.batch);
if (!Number.isInteger(total) || total <= 0 || !Number.isInteger(batchSize) || batchSize <= 0) {
  console.error('usage: npm run seed:synthetic -- --candidates <count> [--batch <size>]');
  process.exit(2);
}
loadDotEnv();
const config = loadConfig();
const database = await connectDatabase(config);
await database.migrate();
const started = Date.now();
await insertSyntheticCandidates(database.db, total, batchSize, (done) => {
  const rate = Math.round(done / ((Date.now() - started) / 1000));
  process.stdout.write(
    `\r  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} candidates (${rate}/s)`,
  );
});
process.stdout.write('\n');
await database.close();
