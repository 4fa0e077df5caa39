import { useEffect } from 'react';
import { whenHydrationSettled } from '../lib/hydration-slices';

/**
 * Calls `onHydrated` once, after the commit that hydrated the page and its slices
 * (`HydrationSlice`, docs/decisions/048; it renders nothing, so the prerendered markup is unchanged): the entry then replays what the visitor did before
 * (`lib/early-interactions.ts`, docs/decisions/041-paint-first-hydrate-after.md).
 */
export function WhenHydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => void whenHydrationSettled().then(onHydrated), [onHydrated]);
  return null;
}
