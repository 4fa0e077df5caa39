import { useEffect } from 'react';

/**
 * Calls `onHydrated` once, after the commit that hydrated the page (it renders nothing, so the
 * prerendered markup is unchanged): the entry then replays what the visitor did before
 * (`lib/early-interactions.ts`, docs/decisions/041-paint-first-hydrate-after.md).
 */
export function WhenHydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}
