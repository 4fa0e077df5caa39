import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec 1 §2: page changes fade and slide in (0.4 s). Keyed on the pathname so each page
 * enters afresh; `motion-safe` leaves it still under prefers-reduced-motion.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className="flex flex-1 flex-col motion-safe:animate-page-enter">
      {children}
    </div>
  );
}
