// Runs the unit and API suite a second time against PostgreSQL when TEST_DATABASE_URL is set
// (issue #2 "Tests and CI"); without it, says so and succeeds. The web components (project `web`)
// use no database and run once, in `test:unit`.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'test:pg — TEST_DATABASE_URL is not set; the PostgreSQL run is left out (CI sets it).',
  );
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'node'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB_DRIVER: 'postgres' },
});
process.exit(result.status ?? 1);
