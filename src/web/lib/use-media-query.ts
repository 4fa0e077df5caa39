import { useSyncExternalStore } from 'react';

/**
 * Whether the CSS media query `query` (e.g. `'(min-width: 64rem)'`) matches now; follows changes
 * live (a rotated phone, a resized window, a changed system setting). False where there is no
 * window (the prerenderer) and while hydrating, so the first render matches the prerendered HTML.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `lg` breakpoint (64rem), where the site's desktop navigation shows. */
export const WIDE_SCREEN = '(min-width: 64rem)';
