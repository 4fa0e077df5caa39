import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and API tests. API tests build the real Fastify app on a fresh database per file:
// in-memory PGlite loaded from a migrated dump, or (TEST_DB_DRIVER=postgres) a new PostgreSQL
// database copied from a migrated template on the TEST_DATABASE_URL server.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves a core free (one fork on a 2-core machine); the files wait on their
    // database often enough that one fork per core, and at least two, finish sooner (PGlite
    // 346 -> 270 s, PostgreSQL 210 -> 160 s on this machine, 2026-11-27).
    maxWorkers: Math.max(2, os.availableParallelism()),
  },
});
