import { Skeleton } from '../../components/ui/skeleton';

/** Spec 1 §2: while the session is being determined a loading placeholder shows. */
export function NavSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading" role="status" className="flex items-center gap-3">
      <Skeleton className="hidden h-5 w-20 lg:block" />
      <Skeleton className="hidden h-5 w-24 lg:block" />
      <Skeleton className="hidden h-5 w-20 lg:block" />
      <Skeleton className="h-9 w-24 rounded-lg" />
    </div>
  );
}
