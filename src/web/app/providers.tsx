import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { getSessionQueryOptions } from '../features/auth/api/get-session';

// Radix Toast stays out of the first chunk (docs/decisions/030); the area mounts as soon as its
// code is there, and a toast raised before that shows then (the store keeps it).
const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster')).Toaster }));

/**
 * App-wide providers: the query client (which starts the session check right away), and the toast
 * area (always present, spec 1 §2).
 * @param hydrating the app hydrates a prerendered page: the session is asked for once the page is
 *   hydrated (this component's effect runs after the hydrating commit), not while — an answer
 *   arriving mid-hydration would render the navigation unlike the prerendered markup, which React
 *   answers by rendering the page again from scratch, losing what the visitor had typed
 *   (docs/decisions/041).
 */
export function AppProvider({
  children,
  hydrating = false,
}: {
  children: ReactNode;
  hydrating?: boolean;
}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // Ask for the session at once, while the first route's code still loads (not when
    // prerendering at build time: there is no visitor then).
    if (typeof window !== 'undefined' && !hydrating)
      void client.prefetchQuery(getSessionQueryOptions());
    return client;
  });
  useEffect(() => {
    if (hydrating) void queryClient.prefetchQuery(getSessionQueryOptions());
  }, [hydrating, queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
