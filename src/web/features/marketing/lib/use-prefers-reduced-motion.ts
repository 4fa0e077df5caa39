import { useMediaQuery } from '../../../lib/use-media-query';

/** True while the user asks for less motion; follows changes to the setting live. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
