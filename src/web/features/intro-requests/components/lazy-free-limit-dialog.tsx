import { lazy, Suspense, useState } from 'react';

const FreeLimitDialog = lazy(async () => ({
  default: (await import('./free-limit-dialog')).FreeLimitDialog,
}));

interface LazyFreeLimitDialogProps {
  /** The server's explanation (the limit is per month, and when it resets); null keeps it closed. */
  detail: string | null;
  onClose: () => void;
}

/**
 * `FreeLimitDialog` loaded the first time it opens, so the feed and profile pages load without
 * the dialog's code (Radix Dialog, focus trap, scroll lock; docs/decisions/030); it stays mounted
 * after that.
 */
export function LazyFreeLimitDialog(props: LazyFreeLimitDialogProps) {
  const [wanted, setWanted] = useState(false);
  if (props.detail !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FreeLimitDialog {...props} />
    </Suspense>
  );
}
