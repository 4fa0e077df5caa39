import { defineConfig } from 'vitest/config';

// The cluster suite (issue #12, `npm run test:cluster`): HAProxy, three compiled server processes
// and a private PostgreSQL server, started by the suite itself. One file, its scenarios in order:
// the PostgreSQL restart comes last.
export default defineConfig({
  test: {
    include: ['test/cluster/**/*.cluster.ts'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
