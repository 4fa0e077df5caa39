import { useEffect } from 'react';
import { Link } from 'react-router';
import { Briefcase, Plus, RefreshCw } from 'lucide-react';
import { gigMessages, gigStatusFilters } from '../../../../shared/gigs/schemas';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/cn';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useGigs } from '../api/get-gigs';
import { projectCount } from '../lib/format';
import { GigCard } from './gig-card';

/** The statuses the list can be filtered by (spec 2 §2: All, Open, In Progress, Complete). */
export type GigFilter = Exclude<(typeof gigStatusFilters)[number]['value'], ''>;

/** Reads `?status=`: one of the filter's values, or null for All. */
export function asGigFilter(value: string | null): GigFilter | null {
  return gigStatusFilters.find((f) => f.value !== '' && f.value === value)?.value || null;
}

interface CompanyGigsProps {
  status: GigFilter | null;
  onStatusChange: (status: GigFilter | null) => void;
}

function StatusFilter({ status, onStatusChange }: CompanyGigsProps) {
  return (
    <div
      role="group"
      aria-label="Filter by status"
      className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1"
    >
      {gigStatusFilters.map((filter) => {
        const value = filter.value || null;
        const active = value === status;
        return (
          <button
            key={filter.label}
            type="button"
            aria-pressed={active}
            onClick={() => onStatusChange(value)}
            className={cn(
              'rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-slate-700 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
              active && 'bg-white text-slate-900 shadow-sm',
            )}
          >
            {filter.label}
          </button>
        );
      })}
    </div>
  );
}

function LoadingCards() {
  return (
    <div aria-busy="true" className="grid gap-4 md:grid-cols-2">
      <span className="sr-only">Loading</span>
      {[0, 1, 2, 3].map((n) => (
        <div key={n} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <div className="grid grid-cols-2 gap-4">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
          <Skeleton className="h-9 w-1/2" />
        </div>
      ))}
    </div>
  );
}

/**
 * The company's trial projects (spec 2 §2 "My Trial Projects"): the count, the status filter,
 * the cards, the empty state linking to a first gig, loading skeletons and, when the list cannot
 * be read, 'Error Loading Gigs' with a way to try again.
 */
export function CompanyGigs({ status, onStatusChange }: CompanyGigsProps) {
  const query = useGigs(status);
  const failedAt = query.isError ? query.errorUpdatedAt : 0;

  useEffect(() => {
    if (failedAt) toast({ ...gigMessages.loadFailed, variant: 'destructive' });
  }, [failedAt]);

  const filterLabel = gigStatusFilters.find((f) => f.value === (status ?? ''))?.label ?? 'All';

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StatusFilter status={status} onStatusChange={onStatusChange} />
        <p className="text-sm font-medium text-slate-700" aria-live="polite">
          {query.data ? projectCount(query.data.length) : null}
        </p>
      </div>

      {query.data ? (
        query.data.length > 0 ? (
          <ul className="grid gap-4 md:grid-cols-2">
            {query.data.map((gig) => (
              <li key={gig.id}>
                <GigCard gig={gig} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <Briefcase className="mx-auto size-10 text-slate-400" aria-hidden="true" />
            <h2 className="mt-4 text-lg font-bold text-slate-900">
              {status ? `No ${filterLabel.toLowerCase()} projects` : 'No trial projects yet'}
            </h2>
            <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
              Post a paid trial project of 1 to 3 weeks and see how a candidate works before you
              hire.
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Button asChild>
                <Link to={paths.newGig.getHref()}>
                  <Plus aria-hidden="true" />
                  {status ? 'Post a Trial Project' : 'Post Your First Gig'}
                </Link>
              </Button>
              {status ? (
                <Button variant="outline" onClick={() => onStatusChange(null)}>
                  Show all projects
                </Button>
              ) : null}
            </div>
          </div>
        )
      ) : query.isError ? (
        <div
          role="alert"
          className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
        >
          <h2 className="text-lg font-bold text-red-900">{gigMessages.loadFailed.title}</h2>
          <p className="mt-2 text-sm text-red-900">{gigMessages.loadFailed.description}</p>
          <Button
            variant="outline"
            className="mt-6"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            <RefreshCw
              className={query.isFetching ? 'animate-spin' : undefined}
              aria-hidden="true"
            />
            Try Again
          </Button>
        </div>
      ) : (
        <LoadingCards />
      )}
    </div>
  );
}
