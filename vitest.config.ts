import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects. `node`: unit and API tests; API tests build the real Fastify app on a fresh
// database per file: in-memory PGlite loaded from a migrated dump, or (TEST_DB_DRIVER=postgres) a
// new PostgreSQL database copied from a migrated template on the TEST_DATABASE_URL server. `web`:
// the web app's components, rendered with React DOM into happy-dom and used through React Testing
// Library as a person would (issue #29).
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves a core free (one fork on a 2-core machine); the files wait on their
    // database often enough that one fork per core, and at least two, finish sooner (PGlite
    // 346 -> 270 s, PostgreSQL 210 -> 160 s on this machine, 2026-11-27).
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['test/setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
          // The components talk to the real API on a real database (test/web/api.ts).
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['test/setup.ts', 'test/web-setup.ts'],
        },
      },
    ],
  },
});
