/**
 * End-to-end tests: Debian's Chromium (`/usr/bin/chromium`, no browser download) against the
 * production build served by the real, compiled server on a free port with a fresh temporary
 * DATA_DIR.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Ports of services this machine and CI run (PostgreSQL, RabbitMQ, its Erlang port mapper): the
// server and the mailbox stand-in (server port + 1000) must not land on them.
const takenPorts = new Set([4369, 5432, 5672]);
function e2ePort(): number {
  let candidate = 4100 + (process.pid % 800);
  while (takenPorts.has(candidate) || takenPorts.has(candidate + 1000)) candidate += 1;
  return candidate;
}
// Chosen once in the main process; workers inherit the environment.
process.env.E2E_PORT ??= String(e2ePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'warmintro-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;
// The server delivers e-mail to a stand-in for SendGrid that journeys read (e2e/support/mailbox.ts).
process.env.E2E_MAILBOX_PORT ??= String(port + 1000);

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/mailbox.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL,
    // CI keeps only the log, so a trace there is work thrown away (about a quarter of the suite's
    // time on this 2-core machine); elsewhere a failing test leaves its trace in test-results/.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The compiled server, as `npm start` runs it (docs/decisions/022-compiled-server.md).
    command: 'node scripts/build.mjs server && node --enable-source-maps dist/server/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      // A separate build folder lets several checkouts or helpers test at once.
      WEB_DIST_DIR: process.env.E2E_WEB_DIR ?? 'dist/web',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      OUTBOX_POLL_MS: '200',
      // Journeys sign up and log in many times from one address; the limits have their own API tests.
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_LOGIN_IP_EMAIL: '1000',
      LOGIN_SLOWDOWN_AFTER: '1000',
      RATE_LIMIT_SIGNUP: '1000',
      RATE_LIMIT_PASSWORD_RESET: '1000',
      RATE_LIMIT_CONTACT: '1000',
      RATE_LIMIT_NEWSLETTER: '1000',
      NODE_ENV: 'development',
      // Journeys move the lifecycle's clock (issue #17: "after the call", expiry) instead of waiting.
      TEST_CLOCK: 'true',
      EMAIL_TRANSPORT: 'sendgrid',
      SENDGRID_API_KEY: 'SG.e2e-mailbox',
      SENDGRID_API_URL: `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}`,
    },
  },
});
