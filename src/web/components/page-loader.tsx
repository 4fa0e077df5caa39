import { Skeleton } from './ui/skeleton';

/** Placeholder for a page whose data (or session) is still loading. */
export function PageLoader() {
  return (
    <div
      aria-busy="true"
      aria-live="polite"
      className="mx-auto w-full max-w-5xl space-y-6 px-4 py-12 sm:px-6"
    >
      <span className="sr-only">Loading</span>
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="h-5 w-full max-w-xl" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    </div>
  );
}
