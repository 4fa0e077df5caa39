/**
 * Vite build for the web app (src/web). The server serves `dist/web` in production;
 * in development Vite proxies `/api` to the API server on `API_PORT` (default 3001).
 */
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Preloads the brand typeface (the Latin woff2 that styles.css names) from every page, so that
 * it arrives with the stylesheet instead of after it (issue #14 "Pages").
 */
function preloadBrandFont(): Plugin {
  return {
    name: 'warmintro:preload-brand-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) =>
          /plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) throw new Error('preload-brand-font: the brand font is not in the build');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Puts the entry's stylesheet into the page as a `<style>` element instead of a
 * `<link rel="stylesheet">`: a linked stylesheet blocks the first paint for one more request
 * (a round trip on a slow phone network), the inlined one arrives with the HTML (issue #14
 * "Pages", docs/decisions/041-paint-first-hydrate-after.md). About 12 KB gzip; the stylesheet file
 * stays in the build, which the page-weight budget reads (ADR 030).
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'warmintro:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;
        const links = [...html.matchAll(link)];
        if (links.length !== 1) throw new Error('inline-entry-css: expected one entry stylesheet');
        const asset = ctx.bundle?.[links[0]![1]!];
        if (!asset || asset.type !== 'asset') throw new Error('inline-entry-css: no stylesheet');
        const css = String(asset.source);
        // `</style` inside the CSS would end the element early; Tailwind's output never has it.
        if (/<\/style/i.test(css)) throw new Error('inline-entry-css: the CSS contains </style');
        return html.replace(links[0]![0], () => `<style>${css}</style>`);
      },
    },
  };
}

/**
 * Adds a `modulepreload` for the app's start-up chunk (`src/web/app/start.tsx`, which the entry
 * imports dynamically) and its static imports to `index.html`, so that a page rendered in the
 * browser (the app shell) fetches them beside the entry instead of after it. The prerendered
 * pages drop these preloads and fetch the app after their first paint (ADR 041).
 */
function preloadAppStart(): Plugin {
  return {
    name: 'warmintro:preload-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter(
          (c): c is Rollup.OutputChunk => c.type === 'chunk',
        );
        const start = chunks.find((c) => c.facadeModuleId?.endsWith('/src/web/app/start.tsx'));
        if (!start) throw new Error('preload-app-start: the start-up chunk is not in the build');
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(start.fileName);
        const entry = chunks.find((c) => c.isEntry);
        const inEntry = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        return [...files]
          .filter((file) => !inEntry.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * The chunks that the start-up chunk (`src/web/app/start.tsx`) imports statically, by file name:
 * the Rolldown runtime, the `react`, `framework` and `form-controls` groups below, and `paths`. A
 * lazy import need not preload them (`modulePreload.resolveDependencies`). A name missing here
 * only costs bytes; a name matching a chunk the start-up chunk does not import would only lose a
 * preload, never a module (static imports still load).
 */
const loadedWithStart =
  /(^|\/)(rolldown-runtime|react|framework|form-controls|paths)-[\w-]{8}\.js$/;

/** A file of React Router's production build (`node_modules/react-router/dist/production`). */
function reactRouterBuild(file: string): string {
  return fileURLToPath(
    new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url),
  );
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiPort = env.API_PORT ?? process.env.API_PORT ?? '3001';
  // Keep the browser's Host header (changeOrigin: false) so the server's same-origin check passes.
  const proxy = {
    '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false, xfwd: true },
  };

  return {
    plugins: [react(), tailwindcss(), preloadBrandFont(), inlineEntryCss(), preloadAppStart()],
    resolve: {
      alias: [
        // React Router 7 names only its development build in its package exports, so a production
        // bundle carries its dev warnings (remix-run/react-router#12532, #14102); use the
        // production build it ships beside it for `vite build` (ADR 047).
        ...(mode === 'production'
          ? [
              { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
              { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
            ]
          : []),
      ],
    },
    publicDir: 'public',
    build: {
      outDir: 'dist/web',
      emptyOutDir: true,
      sourcemap: true,
      // Read by scripts/check-bundle-budget.ts (docs/decisions/030) and the prerenderer.
      manifest: true,
      target: 'es2022',
      // Every page needs these to start. React, React DOM, the scheduler and React Router form the
      // `react` chunk, which the page-weight budget leaves out of each page's count; the rest of
      // what every page needs (React Query, the icon base, the API client, …) is the `framework`
      // chunk, which it counts (docs/decisions/054-react-dom-again.md). One file each: one request,
      // compressed together, instead of a handful of small files (ADR 041).
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'react',
                priority: 2,
                test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              },
              {
                // The form controls: a handful of small modules that the pages with a form and the
                // talent search share, in one file rather than six (ADR 055).
                name: 'form-controls',
                priority: 0,
                test: (id: string) =>
                  /src[\\/]web[\\/]components[\\/]ui[\\/](input|label|native-select|textarea|form-field)\.tsx$/.test(
                    id,
                  ) || /node_modules[\\/]@radix-ui[\\/]react-label[\\/]/.test(id),
              },
              {
                name: 'framework',
                priority: 1,
                test: (id: string) =>
                  /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/.test(id) ||
                  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](shared[\\/]|createLucideIcon|Icon\.|defaultAttributes|context)/.test(
                    id,
                  ) ||
                  /src[\\/](web[\\/]lib[\\/]api-client|shared[\\/]paths|web[\\/]components[\\/]ui[\\/](button|skeleton)|web[\\/]components[\\/]document-title)\.tsx?$/.test(
                    id,
                  ),
              },
            ],
          },
        },
      },
      // One stylesheet, which `inlineEntryCss` puts into every page. Split by chunk, it belonged to
      // the entry chunk, so Vite's helper loaded it again as a `<link>` with every lazy chunk that
      // imports from the entry (the helper itself lives there): after the first paint the browser
      // then restyled and laid out the whole page, e.g. when `/talent`'s route chunk loaded.
      cssCodeSplit: false,
      modulePreload: {
        // Every browser the app supports has `modulepreload`: no polyfill in the entry.
        polyfill: false,
        // The entry's import of the start-up chunk needs no preloads from Vite's helper: the app
        // shell already preloads the chunk and its imports (`preloadAppStart`), a prerendered page
        // lists them in `data-app-preload` (ADR 048). The helper's resolving and `<link>`s were
        // about 10 ms of a slow phone's main thread in the task that starts the app.
        // Every other import runs after the start-up chunk, so the chunks that it imports itself are
        // there already: preloading them again does nothing, and their names in each lazy import's
        // list cost every page's first load bytes (issue #29 budget, ADR 030).
        resolveDependencies: (file, deps, { hostType }) => {
          if (hostType !== 'js') return deps;
          if (/(^|\/)start-[\w-]+\.js$/.test(file)) return [];
          return deps.filter((dep) => !loadedWithStart.test(dep));
        },
      },
    },
    server: { proxy },
    preview: { proxy },
  };
});
