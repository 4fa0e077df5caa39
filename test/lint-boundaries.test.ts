/**
 * The import boundaries of STYLE.md are lint errors (docs/decisions/011-import-boundaries.md):
 * `npm run lint` runs the same config on every file, so each import below would fail it. Targets
 * are small files: `no-cycle` parses everything an import reaches.
 */
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const boundaryRules = [
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'no-restricted-imports',
];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** Lints `import '<specifier>'` as if it were the file `path` (which need not exist). */
async function lintImport(path: string, specifier: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(`import '${specifier}';\n`, {
    filePath: `${root}${path}`,
  });
  return result!.messages;
}

function boundaryErrors(messages: Linter.LintMessage[]): string[] {
  return messages
    .filter((message) => boundaryRules.includes(message.ruleId ?? ''))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import boundaries', () => {
  it.each([
    ['src/shared/x.ts', '../server/platform/config', /src\/shared imports only zod/],
    ['src/shared/x.ts', '../db/rows', /src\/shared imports only zod/],
    ['src/shared/x.ts', '../web/lib/api-client', /src\/shared imports only zod/],
    ['src/shared/x.ts', 'react', /src\/shared imports only the packages zod/],
    ['src/shared/x.ts', 'node:fs', /src\/shared imports only the packages zod/],
    ['src/db/x.ts', '../server/platform/config', /src\/db imports only src\/shared/],
    ['src/db/schema/x.ts', '../../web/lib/api-client', /src\/db imports only src\/shared/],
    ['src/db/x.ts', 'fastify', /src\/db imports only the packages node:, drizzle-orm/],
    ['src/server/x.ts', '../web/lib/api-client', /src\/server never imports src\/web/],
    [
      'src/web/features/a/x.ts',
      '../../../server/platform/config',
      /src\/web imports src\/shared, never/,
    ],
    ['src/web/features/a/api/x.ts', '../../../../db/rows', /src\/web imports src\/shared, never/],
    ['src/web/lib/x.ts', '../features/auth/api/get-session', /Web shared code .* no feature/],
    [
      'src/web/components/x.tsx',
      '../app/layouts/page-transition',
      /Web shared code .* no feature and no app/,
    ],
    [
      'src/web/features/auth/x.ts',
      '../../app/layouts/page-transition',
      /A web feature never imports src\/web\/app/,
    ],
    [
      'src/web/features/intro-requests/api/x.ts',
      '../../talent-feed/api/get-talent-feed',
      /Web feature 'intro-requests' may import only auth/,
    ],
    ['src/web/features/auth/x.ts', '../companies/api/get-company-profile', /'auth' may import/],
    // Server modules (docs/decisions/072-server-modules.md): one public door each, one direction.
    [
      'src/server/features/admin/x.ts',
      '../candidates/candidates.repo',
      /Import server module 'candidates' through its public door/,
    ],
    [
      'src/server/app.ts',
      './features/intros/gigs.routes',
      /Import server module 'intros' through its public door/,
    ],
    [
      'src/server/jobs/x.ts',
      '../features/billing/billing.service',
      /Import server module 'billing' through its public door/,
    ],
    [
      'src/server/features/candidates/x.ts',
      '../intros',
      /Server module 'candidates' may import only audit, auth/,
    ],
    [
      'src/server/features/auth/x.ts',
      '../accounts',
      /Server module 'auth' may import only no other/,
    ],
    [
      'src/server/features/companies/x.ts',
      '../accounts/index',
      /Server module 'companies' may import only/,
    ],
    ['src/server/platform/x.ts', '../features/auth', /The platform layer .* imports no module/],
    ['src/server/domain/x.ts', '../features/intros', /The platform layer .* imports no module/],
    ['src/server/platform/lib/x.ts', '../../app', /The platform layer .* not the composition root/],
    [
      'src/server/features/intros/x.ts',
      '../../jobs/intro-timers',
      /never imports the composition root/,
    ],
    // candidates/schemas imports auth/schemas, so the reverse closes a cycle.
    ['src/shared/auth/schemas.ts', '../candidates/schemas', /Dependency cycle detected/],
  ])('%s importing %s is an error', async (path, specifier, error) => {
    const errors = boundaryErrors(await lintImport(path, specifier));
    expect(
      errors.some((message) => error.test(message)),
      errors.join('\n'),
    ).toBe(true);
  });

  it.each([
    ['src/shared/x.ts', 'zod'],
    ['src/shared/marketing/x.ts', '../auth/schemas'],
    ['src/db/x.ts', 'drizzle-orm/pg-core'],
    ['src/db/seed/x.ts', '@faker-js/faker'],
    ['src/db/x.ts', '../shared/auth/schemas'],
    ['src/server/x.ts', '../db/rows'],
    ['src/server/x.ts', '../shared/auth/schemas'],
    ['src/web/features/talent-feed/x.ts', '../intro-requests/lib/use-intro-actions'],
    ['src/web/features/billing/api/x.ts', '../../companies/api/get-company-profile'],
    ['src/web/features/gigs/x.ts', '../../lib/api-client'],
    ['src/web/features/gigs/x.ts', '../../../shared/gigs/schemas'],
    ['src/web/app/routes/x.tsx', '../../features/talent-feed/api/get-talent-feed'],
    ['src/server/x.test.ts', '../web/lib/api-client'],
    ['src/server/features/admin/x.ts', '../candidates'],
    ['src/server/features/intros/x.ts', '../companies/index'],
    ['src/server/features/intros/x.ts', './gigs.repo'],
    ['src/server/features/talent-feed/x.ts', '../../platform/stream-events.repo'],
    ['src/server/app.ts', './features/intros'],
    ['src/server/jobs/x.ts', '../features/billing'],
    ['src/server/features/intros/x.test.ts', '../candidates/candidates.repo'],
    ['src/db/x.test.ts', '../server/app'],
    ['test/x.test.ts', '../src/web/lib/api-client'],
  ])('%s importing %s is allowed', async (path, specifier) => {
    expect(await lintImport(path, specifier)).toEqual([]);
  });
});
