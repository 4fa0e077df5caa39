/**
 * Vite build for the web app (src/web). The server serves `dist/web` in production;
 * in development Vite proxies `/api` to the API server on `API_PORT` (default 3001).
 */
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiPort = env.API_PORT ?? process.env.API_PORT ?? '3001';
  // Keep the browser's Host header (changeOrigin: false) so the server's same-origin check passes.
  const proxy = {
    '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false, xfwd: true },
  };

  return {
    plugins: [react(), tailwindcss()],
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
