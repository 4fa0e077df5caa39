import { Link } from 'react-router';
import { ArrowLeft, UserMinus } from 'lucide-react';
import type { ShortlistEntry } from '../../../../shared/pipeline/schemas';
import { paths } from '../../../config/paths';
import { DocumentTitle } from '../../../components/document-title';
import { LoadFailed } from '../../../components/load-failed';
import { LoadingState } from '../../../components/loading-state';
import { Button } from '../../../components/ui/button';
import { toastActionError } from '../../../lib/action-error';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useShortlist } from '../api/get-shortlist';
import { useRemoveFromShortlist } from '../api/shortlist-mutations';
import { formatShortDate } from '../lib/pipeline-format';

/** The title band: back to the lists, the list's name and count. */
function ShortlistHeader({ name, count }: { name: string | undefined; count?: number }) {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
        <Link
          to={`${paths.pipeline.getHref()}?view=lists`}
          className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Lists
        </Link>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">List</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight break-words text-slate-900 sm:text-4xl">
          {name ?? 'List'}
        </h1>
        {count !== undefined ? (
          <p className="mt-2 text-lg text-slate-600">
            {count === 1 ? '1 candidate' : `${count} candidates`}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** One candidate on the list: name (to the profile), role, who added them and when, Remove. */
function EntryRow({ listId, entry }: { listId: string; entry: ShortlistEntry }) {
  const remove = useRemoveFromShortlist();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="min-w-0 flex-1">
        <Link
          to={paths.talentProfile.getHref(entry.candidateId)}
          className="font-semibold break-words text-slate-900 underline-offset-4 hover:underline"
        >
          {entry.name}
        </Link>
        <p className="text-sm text-slate-600">
          {entry.role}
          {entry.location ? ` · ${entry.location}` : ''}
        </p>
        <p className="text-xs text-slate-600">
          Added by {entry.addedByName} on{' '}
          <time dateTime={entry.addedAt}>{formatShortDate(entry.addedAt)}</time>
        </p>
      </div>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Remove ${entry.name} from the list`}
        disabled={remove.isPending}
        aria-busy={remove.isPending}
        onClick={() =>
          remove.mutate(
            { id: listId, candidateId: entry.candidateId },
            {
              onSuccess: () => toast({ title: `${entry.name} removed from the list.` }),
              onError: (error) => toastActionError(error),
            },
          )
        }
      >
        <UserMinus aria-hidden="true" />
        Remove
      </Button>
    </div>
  );
}

/**
 * /dashboard/pipeline/lists/:shortlistId — one of the team's lists (issue #34 item 1): its
 * candidates, who added each and when, and Remove. Another company's list, or a deleted one, is
 * not found.
 */
export function ShortlistPage({ shortlistId }: { shortlistId: string }) {
  const list = useShortlist(shortlistId);

  if (list.isPending)
    return (
      <div className="min-h-full bg-slate-50">
        <ShortlistHeader name={undefined} />
        <LoadingState message="Loading the list…">
          <DocumentTitle>List | WarmIntro</DocumentTitle>
        </LoadingState>
      </div>
    );

  if (list.isError) {
    const missing = isApiError(list.error, 'NOT_FOUND') ? list.error.detail : undefined;
    return (
      <div className="min-h-full bg-slate-50">
        <ShortlistHeader name={undefined} />
        {missing ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-20 text-center">
            <DocumentTitle>List | WarmIntro</DocumentTitle>
            <p className="text-lg font-semibold text-slate-900">{missing}</p>
            <Button asChild variant="outline">
              <Link to={`${paths.pipeline.getHref()}?view=lists`}>Back to Lists</Link>
            </Button>
          </div>
        ) : (
          <LoadFailed message="The list could not be loaded." onRetry={() => void list.refetch()}>
            <DocumentTitle>List | WarmIntro</DocumentTitle>
          </LoadFailed>
        )}
      </div>
    );
  }

  const data = list.data;
  return (
    <div className="min-h-full bg-slate-50">
      <DocumentTitle>{`${data.name} | WarmIntro`}</DocumentTitle>
      <ShortlistHeader name={data.name} count={data.entries.length} />
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        {data.entries.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <p className="text-slate-600">
              No one on this list yet. Use “Save to list” on a candidate in the talent feed.
            </p>
            <Button asChild>
              <Link to={paths.talent.getHref()}>Browse Talent</Link>
            </Button>
          </div>
        ) : (
          <ul
            aria-label="Candidates"
            className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-4 shadow-sm sm:px-6"
          >
            {data.entries.map((entry) => (
              <li key={entry.candidateId} aria-label={entry.name} className="py-4">
                <EntryRow listId={data.id} entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
