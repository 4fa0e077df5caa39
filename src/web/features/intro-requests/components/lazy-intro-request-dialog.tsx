import { lazy, Suspense, useState } from 'react';
import type { IntroRequestDialogControl } from '../lib/use-intro-actions';

const IntroRequestDialog = lazy(async () => ({
  default: (await import('./intro-request-dialog')).IntroRequestDialog,
}));

/**
 * `IntroRequestDialog` (issue #15, docs/decisions/034) loaded the first time it opens, so the feed
 * and profile pages load without its form code (docs/decisions/030); it stays mounted after that.
 */
export function LazyIntroRequestDialog(props: IntroRequestDialogControl) {
  const [wanted, setWanted] = useState(false);
  if (props.target !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <IntroRequestDialog {...props} />
    </Suspense>
  );
}
