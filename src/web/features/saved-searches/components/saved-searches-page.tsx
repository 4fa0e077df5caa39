import { Link } from 'react-router';
import { ArrowLeft, BookmarkPlus } from 'lucide-react';
import { paths } from '../../../config/paths';
import { DocumentTitle } from '../../../components/document-title';
import { LoadFailed } from '../../../components/load-failed';
import { LoadingState } from '../../../components/loading-state';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useSavedSearches } from '../api/get-saved-searches';
import { SavedSearchItem } from './saved-search-item';

const title = 'Saved Searches | WarmIntro';

/** The title band, as the team page's: back link, title, what alerts do. */
function SavedSearchesHeader() {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-12">
        <Link
          to={paths.dashboard.getHref()}
          className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Dashboard
        </Link>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          Saved Searches
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-600">
          Your searches of the talent feed. With alerts on, you get an e-mail and a notification
          when candidates newly match — at once, each morning at 8:00, or on Monday mornings. Only
          you see your saved searches.
        </p>
      </div>
    </section>
  );
}

/**
 * /dashboard/saved-searches — the member's saved searches (issue #34 item 5): each with its
 * filters, its alert, open in the feed, rename and delete; loading, empty and error states.
 */
export function SavedSearchesPage() {
  const searches = useSavedSearches();
  return (
    <div className="min-h-full bg-slate-50">
      <DocumentTitle>{title}</DocumentTitle>
      <SavedSearchesHeader />
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        {searches.isPending ? (
          <LoadingState message="Loading your saved searches…" />
        ) : searches.isError ? (
          <LoadFailed
            message={
              isApiError(searches.error) && searches.error.status === 403 && searches.error.detail
                ? searches.error.detail
                : 'Your saved searches could not be loaded.'
            }
            onRetry={() => void searches.refetch()}
          />
        ) : searches.data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-16 text-center">
            <BookmarkPlus className="size-8 text-brand-700" aria-hidden="true" />
            <p className="text-lg font-semibold text-slate-900">No saved searches yet</p>
            <p className="max-w-md text-slate-600">
              Filter the talent feed, then press Save Search to keep it here and hear of new
              candidates who match.
            </p>
            <Button asChild>
              <Link to={paths.talent.getHref()}>Browse Talent</Link>
            </Button>
          </div>
        ) : (
          <ul className="space-y-3" aria-label="Saved searches">
            {searches.data.items.map((search) => (
              <SavedSearchItem key={search.id} search={search} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
