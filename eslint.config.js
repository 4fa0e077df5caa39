// ESLint flat config: typescript-eslint recommended + React hooks rules + import boundaries
// (docs/decisions/011-import-boundaries.md).
import { readdirSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/**
 * The other web features each web feature may import. Features under `src/web/features` that are
 * not listed may import none. The graph must stay acyclic (checked below): what two features both
 * need goes to `src/web/lib`, or the two are composed by a page in `src/web/app`.
 */
const webFeatureImports = {
  auth: [],
  marketing: [],
  admin: ['auth', 'conversations'],
  conversations: ['auth'],
  candidates: ['auth', 'conversations'],
  companies: ['auth'],
  gigs: ['auth'],
  'intro-requests': ['auth', 'companies', 'conversations'],
  billing: ['auth', 'companies'],
  'talent-feed': ['auth', 'billing', 'intro-requests', 'pipeline'],
  notifications: [],
  pipeline: ['auth'],
  'saved-searches': [],
};

/** Zone paths below are relative to the repository root, wherever ESLint is started from. */
const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/** The folders under `dir` (relative to the repository root). */
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = foldersIn('src/web/features');
const serverModules = foldersIn('src/server/features');

const modules = 'docs/decisions/072-server-modules.md';

/** The server's composition root: it builds the app and runs the jobs from the modules' doors. */
const serverRoot = [
  'src/server/app.ts',
  'src/server/main.ts',
  'src/server/bootstrap.ts',
  'src/server/jobs',
];

/** The server's layers below the modules: infrastructure and the pure lifecycle rules. */
const serverPlatform = ['src/server/platform', 'src/server/domain'];

/**
 * The other server modules each server module (`src/server/features/<name>`) may import — always
 * through its public door, `index.ts` (docs/decisions/072-server-modules.md). A module not listed
 * may import none. The graph must stay acyclic (checked below), so no two modules import each
 * other: a lower module that needs a higher one's answer is given it by the composition root
 * (`app.ts`, `jobs/`), as the candidates routes are given the intros module's Quick Stats.
 */
const serverModuleImports = {
  auth: [],
  health: [],
  marketing: [],
  responsiveness: [],
  audit: ['auth'],
  notifications: ['auth'],
  candidates: ['audit', 'auth', 'companies'],
  companies: ['audit', 'auth', 'responsiveness'],
  conversations: ['audit', 'auth', 'companies', 'notifications'],
  billing: ['auth', 'companies'],
  intros: ['auth', 'candidates', 'companies', 'conversations', 'notifications', 'responsiveness'],
  'talent-feed': ['candidates', 'companies', 'intros', 'responsiveness'],
  pipeline: ['auth', 'candidates', 'companies', 'intros', 'notifications'],
  accounts: [
    'audit',
    'auth',
    'candidates',
    'companies',
    'conversations',
    'intros',
    'marketing',
    'notifications',
    'pipeline',
  ],
  admin: ['accounts', 'audit', 'auth', 'candidates', 'companies', 'intros'],
  'saved-searches': ['auth', 'candidates', 'companies', 'notifications', 'talent-feed'],
};

/** Throws when `graph` (feature → features it imports) has a cycle, naming it. */
function assertAcyclic(graph, what) {
  const done = new Set();
  const visit = (name, trail) => {
    if (trail.includes(name)) {
      throw new Error(`eslint.config.js: ${what} cycle ${[...trail, name].join(' → ')}`);
    }
    if (done.has(name)) return;
    for (const next of graph[name] ?? []) visit(next, [...trail, name]);
    done.add(name);
  };
  for (const name of Object.keys(graph)) visit(name, []);
}
assertAcyclic(webFeatureImports, 'web feature');
assertAcyclic(serverModuleImports, 'server module');

const layout = 'STYLE.md layout, docs/decisions/011-import-boundaries.md';

/** Import directions between the source roots and inside `src/web`. */
const boundaryZones = [
  {
    target: 'src/shared',
    from: ['src/db', 'src/server', 'src/web'],
    message: `src/shared imports only zod and src/shared (${layout}).`,
  },
  {
    target: 'src/db',
    from: ['src/server', 'src/web'],
    message: `src/db imports only src/shared and its database libraries (${layout}).`,
  },
  {
    target: 'src/server',
    from: ['src/web'],
    message: `src/server never imports src/web (${layout}).`,
  },
  {
    target: 'src/web',
    from: ['src/server', 'src/db'],
    message: `src/web imports src/shared, never src/server or src/db (${layout}).`,
  },
  {
    target: ['src/web/components', 'src/web/config', 'src/web/lib'],
    from: ['src/web/features', 'src/web/app'],
    message: `Web shared code (components, config, lib) imports no feature and no app code (${layout}).`,
  },
  {
    target: 'src/web/features',
    from: 'src/web/app',
    message: `A web feature never imports src/web/app: pages compose features, not the reverse (${layout}).`,
  },
  ...webFeatures.map((name) => {
    const allowed = webFeatureImports[name] ?? [];
    return {
      target: `src/web/features/${name}`,
      from: 'src/web/features',
      except: [name, ...allowed].map((feature) => `./${feature}`),
      message:
        `Web feature '${name}' may import only ${allowed.length ? allowed.join(', ') : 'no other feature'}` +
        ` (webFeatureImports in eslint.config.js). Two features importing each other make a cycle:` +
        ` move what both need to src/web/lib, or compose them in src/web/app (${layout}).`,
    };
  }),
  {
    target: serverPlatform,
    from: ['src/server/features', ...serverRoot],
    message: `The platform layer (src/server/platform, domain) imports no module and not the composition root: modules build on it, never the reverse (${modules}).`,
  },
  {
    target: 'src/server/features',
    from: serverRoot,
    message: `A server module never imports the composition root (app.ts, main.ts, bootstrap.ts, jobs/): the root wires modules together (${modules}).`,
  },
  ...serverModules.map((name) => {
    const allowed = serverModuleImports[name] ?? [];
    return {
      target: `src/server/features/${name}`,
      from: 'src/server/features',
      except: [name, ...allowed].map((module) => `./${module}`),
      message:
        `Server module '${name}' may import only ${allowed.length ? allowed.join(', ') : 'no other module'}` +
        ` (serverModuleImports in eslint.config.js). Two modules importing each other make a cycle:` +
        ` move the rule to the module that owns it, or let the composition root pass it in (${modules}).`,
    };
  }),
  ...serverModules.map((name) => ({
    target: [
      ...serverPlatform,
      ...serverRoot,
      ...serverModules
        .filter((other) => other !== name)
        .map((other) => `src/server/features/${other}`),
    ],
    from: `src/server/features/${name}`,
    except: ['./index.ts'],
    message: `Import server module '${name}' through its public door (src/server/features/${name}/index.ts), never its other files (${modules}).`,
  })),
];

/**
 * The packages a root may import, with their subpaths (`node:` stands for Node's modules). Relative
 * imports are left to the zones above.
 */
const onlyPackages = (root, packages) => {
  const allowed = packages.map((name) => (name === 'node:' ? name : `${name}(/|$)`));
  return {
    files: [`src/${root}/**/*.{ts,tsx}`],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?!\\.|${allowed.join('|')})`,
              message: `src/${root} imports only the packages ${packages.join(', ')} (${layout}).`,
            },
          ],
        },
      ],
    },
  };
};

export default tseslint.config(
  {
    ignores: ['dist/', 'data/', 'drizzle/', 'node_modules/', 'test-results/', 'playwright-report/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/server/main.ts', 'scripts/**', 'bench/**', 'src/db/seed/**', 'e2e/**', 'test/**'],
    rules: { 'no-console': 'off' },
  },
  // Import boundaries for production code. Tests (here, test/, e2e/, bench/, scripts/) may cross
  // roots: they build the app, seed the database and drive pages.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without this, import-x reads only .js files when it follows imports (no-cycle).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  onlyPackages('shared', ['zod']),
  onlyPackages('db', ['node:', 'drizzle-orm', 'pg', '@electric-sql/pglite', '@faker-js/faker']),
);
