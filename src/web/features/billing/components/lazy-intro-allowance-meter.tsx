import { lazy, Suspense } from 'react';

// A signed-in company's allowance line (issue #15): its code loads only for a company, never with
// the talent feed's first load for a visitor (issue #14 "Pages", docs/decisions/030).
const IntroAllowanceMeter = lazy(async () => ({
  default: (await import('./intro-allowance-meter')).IntroAllowanceMeter,
}));

/**
 * `IntroAllowanceMeter`, loaded when first `enabled` (a signed-in company); nothing otherwise and
 * while its code loads.
 */
export function LazyIntroAllowanceMeter({
  enabled,
  className,
}: {
  enabled: boolean;
  className?: string;
}) {
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <IntroAllowanceMeter className={className} />
    </Suspense>
  );
}
