/**
 * Prerenders the public pages into `dist/web/prerendered/` after the client build (issue #14,
 * docs/decisions/029-prerendered-public-pages.md): bundles `src/web/prerender.tsx` for Node with
 * Vite, then writes each page of `publicPages` as a full HTML document built from
 * `dist/web/index.html`. Run by `scripts/build.mjs` as part of the web target.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import console from 'node:console';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ssrOut = path.join(root, 'dist', 'prerender');
const webRoot = path.join(root, 'dist', 'web');

const result = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
    'build',
    '--ssr',
    'src/web/prerender.tsx',
    '--outDir',
    'dist/prerender',
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ],
  { cwd: root, stdio: 'inherit' },
);
if (result.status !== 0) process.exit(result.status ?? 1);

const { renderPublicPages, prerenderedFile } = await import(
  pathToFileURL(path.join(ssrOut, 'prerender.js')).href
);
const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
rmSync(path.join(webRoot, 'prerendered'), { recursive: true, force: true });
const manifest = JSON.parse(readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8'));
for (const { page, html } of await renderPublicPages(template, manifest)) {
  const file = path.join(webRoot, prerenderedFile(page.path));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}
console.log('prerender: public pages written to dist/web/prerendered');
