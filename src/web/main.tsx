import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { AppProvider } from './app/providers';
import { AppRouter, createAppRouter } from './app/router';
import './styles.css';

// The Content-Security-Policy (script-src 'self') forbids eval, which zod's JIT uses. This is
// `z.config` (zod's core config, shared by every schema) without pulling zod into the first chunk.
zodConfig({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

// A public page arrives prerendered (docs/decisions/029): hydrate it; every other page starts empty.
const prerendered = root.hasChildNodes();
void createAppRouter({ hydrate: prerendered }).then((router) => {
  const app = (
    <StrictMode>
      <AppProvider>
        <AppRouter router={router} />
      </AppProvider>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
