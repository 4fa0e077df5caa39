import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { getSessionQueryOptions } from '../features/auth/api/get-session';
import { Toaster } from '../components/ui/toaster';

/**
 * App-wide providers: the query client (which starts the session check right away), and the toast
 * area (always present, spec 1 §2).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // Ask for the session at once, while the first route's code still loads.
    void client.prefetchQuery(getSessionQueryOptions());
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
