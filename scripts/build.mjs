/**
 * Builds what changed: the web app (Vite, into `dist/web`) and the server (esbuild, one ES module
 * `dist/server/main.js` with the npm packages left as imports). Each target's inputs are hashed;
 * a target whose hash matches the one stored at its last build, and whose output exists, is
 * skipped (docs/decisions/022-compiled-server.md). The lock file stands for the dependencies, so
 * editing `package.json`'s scripts rebuilds nothing.
 *
 * Plain JavaScript on purpose: it runs before the server on the production path (`npm start`),
 * where no TypeScript runs on the fly.
 *
 * Usage: `node scripts/build.mjs [web] [server] [--force]` (no target: both).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import console from 'node:console';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampDir = path.join(root, 'dist', '.build');

/** Files that never change a build's output. */
const ignored = (name) => /\.test\.tsx?$/.test(name) || name === '__snapshots__';

/**
 * What each target reads and writes. `inputs` are files or folders relative to the root; a
 * missing one counts as empty.
 */
const targets = {
  web: {
    inputs: [
      'src/web',
      'src/shared',
      'public',
      'index.html',
      'vite.config.ts',
      'tsconfig.json',
      'package-lock.json',
      'scripts/prerender.mjs',
    ],
    output: 'dist/web/index.html',
    build: () => {
      run(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build']);
      // The public pages as HTML (docs/decisions/029-prerendered-public-pages.md).
      run(process.execPath, [path.join(root, 'scripts', 'prerender.mjs')]);
    },
  },
  server: {
    inputs: [
      'src/server',
      'src/db',
      'src/shared',
      'scripts/build.mjs',
      'tsconfig.json',
      'package-lock.json',
    ],
    output: 'dist/server/main.js',
    build: buildServer,
  },
};

/** Runs a command in the root with inherited output; exits on failure. */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Bundles `src/server/main.ts` for Node 20; packages stay external (native and wasm modules). */
async function buildServer() {
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: root,
    entryPoints: ['src/server/main.ts'],
    outfile: 'dist/server/main.js',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

/** The files `rel` names (itself, or every file under it), as sorted relative paths. */
function listFiles(rel) {
  const abs = path.join(root, rel);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return [rel];
  return readdirSync(abs, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && !ignored(e.name) && !ignored(path.basename(e.parentPath)))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

/** A hash of the target's input files: their paths and contents. */
function inputHash(target) {
  const hash = createHash('sha256');
  for (const file of target.inputs.flatMap(listFiles)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const args = process.argv.slice(2);
const force = args.includes('--force');
const chosen = args.filter((a) => !a.startsWith('--'));
for (const name of chosen) {
  if (!(name in targets)) {
    console.error(`build: unknown target ${name} (web, server)`);
    process.exit(2);
  }
}

mkdirSync(stampDir, { recursive: true });
for (const name of chosen.length ? chosen : Object.keys(targets)) {
  const target = targets[name];
  const stamp = path.join(stampDir, `${name}.sha256`);
  const hash = inputHash(target);
  const built =
    existsSync(path.join(root, target.output)) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === hash;
  if (built && !force) {
    console.log(`build: ${name} is up to date`);
    continue;
  }
  const started = Date.now();
  await target.build();
  writeFileSync(stamp, hash);
  console.log(`build: ${name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
