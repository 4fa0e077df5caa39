import { useEffect } from 'react';

/**
 * Calls `onHydrated` once, after the commit that hydrated (or rendered) the page: React runs a
 * root's effects only once the whole tree is committed. It renders nothing, so the prerendered
 * markup is unchanged; the entry then replays what the visitor did before
 * (`lib/early-interactions.ts`, docs/decisions/041-paint-first-hydrate-after.md).
 */
export function WhenHydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}
