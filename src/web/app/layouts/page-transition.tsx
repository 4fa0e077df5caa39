import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { cn } from '../../lib/cn';

/**
 * Spec 1 §2: page changes fade and slide in (0.4 s). Keyed on the pathname so each page
 * enters afresh; `motion-safe` leaves it still under prefers-reduced-motion. The page the visitor
 * arrives on (the history entry the app started with, whose key is `default`) is no page change:
 * it shows at once, as prerendered, and its first paint is its largest (issue #14 "Pages").
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname, key } = useLocation();
  return (
    <div
      key={pathname}
      className={cn('flex flex-1 flex-col', key !== 'default' && 'motion-safe:animate-page-enter')}
    >
      {children}
    </div>
  );
}
