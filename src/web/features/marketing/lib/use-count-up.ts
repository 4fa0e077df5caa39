import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** Spec 1 §2 "Startups page", §9: count-up animation 2 seconds. */
export const COUNT_UP_MS = 2000;

/**
 * Progress from 0 to 1 over `durationMs` (ease-out), started the first time the returned ref's
 * element scrolls into view (IntersectionObserver). Under prefers-reduced-motion, or without
 * IntersectionObserver, it is 1 at once.
 */
export function useCountUp<T extends Element>(durationMs = COUNT_UP_MS) {
  const ref = useRef<T>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (reducedMotion || !element || typeof IntersectionObserver === 'undefined') return;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          const t = Math.min(1, (now - start) / durationMs);
          setProgress(1 - (1 - t) ** 3);
          if (t < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [durationMs, reducedMotion]);

  return { ref, progress: reducedMotion ? 1 : progress };
}
