/**
 * `npm run admin:create -- --email admin@example.com --password '…'`: creates an admin account, or
 * sets the password of an existing one, in the configured database (DESIGN.md "Departures").
 */
import { parseArgs } from 'node:util';
import { connectDatabase } from '../src/server/bootstrap';
import { loadConfig, loadDotEnv } from '../src/server/platform/config';
import { PASSWORD_MIN_LENGTH } from '../src/shared/auth/schemas';
import { upsertAdmin } from '../src/server/features/auth/auth.service';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' } },
});
if (!values.email || !values.password || values.password.length < PASSWORD_MIN_LENGTH) {
  console.error(
    `usage: npm run admin:create -- --email <address> --password <at least ${PASSWORD_MIN_LENGTH} characters>`,
  );
  process.exit(2);
}
loadDotEnv();
const config = loadConfig();
const database = await connectDatabase(config);
try {
  await database.migrate();
  const outcome = await upsertAdmin(database.db, values.email, values.password);
  console.log(`admin ${values.email} ${outcome}`);
} catch (error) {
  console.error(`admin:create failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
