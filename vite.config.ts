/**
 * Vite build for the web app (src/web). The server serves `dist/web` in production;
 * in development Vite proxies `/api` to the API server on `API_PORT` (default 3001).
 */
import { defineConfig, loadEnv, type Plugin } from 'vite';
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

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiPort = env.API_PORT ?? process.env.API_PORT ?? '3001';
  // Keep the browser's Host header (changeOrigin: false) so the server's same-origin check passes.
  const proxy = {
    '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false, xfwd: true },
  };

  return {
    plugins: [react(), tailwindcss(), preloadBrandFont()],
    publicDir: 'public',
    build: {
      outDir: 'dist/web',
      emptyOutDir: true,
      sourcemap: true,
      // Read by scripts/check-bundle-budget.ts (docs/decisions/030) and the prerenderer.
      manifest: true,
      target: 'es2022',
    },
    server: { proxy },
    preview: { proxy },
  };
});
