import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2, SearchX } from 'lucide-react';
import { feedTexts, formatFeedTotal } from '../../../../shared/talent-feed/constants';
import { LoadFailed } from '../../../components/load-failed';
import { Pagination } from '../../../components/pagination';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../auth/api/get-session';
import { LazyIntroAllowanceMeter } from '../../billing/components/lazy-intro-allowance-meter';
import { LazyFreeLimitDialog } from '../../intro-requests/components/lazy-free-limit-dialog';
import { LazyIntroRequestDialog } from '../../intro-requests/components/lazy-intro-request-dialog';
import { useAdvancedSearchAccess } from '../api/get-advanced-search';
import { talentFeedQueryKey, useTalentFeed } from '../api/get-talent-feed';
import { countAdvancedFilters, hasActiveFilters, useFeedFilters } from '../lib/feed-filters';
import { useFeedIntroActions } from '../lib/use-feed-intro-actions';
import { FeedFilterBar } from './feed-filter-bar';
import { FeedSortSelect } from './feed-sort-select';
import { TalentCard } from './talent-card';
import { DocumentTitle } from '../../../components/document-title';
import { useRenderedInSteps } from '../../../lib/use-rendered-in-steps';

/** Cards rendered per task: two rows on a wide screen, more than a phone's first screen. */
const CARDS_PER_TASK = 6;

/** '24 candidates', or '1,000+ candidates' when the server stopped counting (issue #14). */
function candidatesLabel(total: number, capped: boolean): string {
  return `${formatFeedTotal(total, capped)} ${total === 1 && !capped ? 'candidate' : 'candidates'}`;
}

const noCards: never[] = [];

function FeedLoading() {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 py-24 text-center text-slate-600"
    >
      <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden="true" />
      <p className="text-lg font-medium">{feedTexts.loading}</p>
    </div>
  );
}

/**
 * The talent feed (spec 1 §2 "Talent feed", §5 "Talent feed filtering"): the hero, the filter
 * bar, 24 cards a page from the server (filters and page in the URL), the empty state, and the
 * 'Free Plan Limit Reached' dialog. Titled 'Browse Companies' for candidates.
 */
/** Refetches the feed when the signed-in user changes after the first session answer. */
function useRefetchWhenViewerChanges(viewer: string | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (viewer === undefined) return;
    if (previous.current !== undefined && previous.current !== viewer) {
      void queryClient.invalidateQueries({ queryKey: talentFeedQueryKey });
    }
    previous.current = viewer;
  }, [viewer, queryClient]);
}

export function TalentFeed() {
  const session = useSession();
  const { filters, setField, toggleSkill, clearAll, setPage, setSort, setAdvanced } =
    useFeedFilters();
  // Advanced search (issue #34 item 4): applied for a company on Pro or Enterprise, which the
  // server says (`access`); a link's advanced filters wait for that answer, so that a Free company
  // or a visitor sees the feed without them rather than the server's refusal.
  const company = session.status === 'company';
  const access = useAdvancedSearchAccess(company);
  const advancedApplied = company && access.data?.available === true;
  const waitForAccess =
    countAdvancedFilters(filters) > 0 &&
    (session.status === 'loading' || (company && access.isPending));
  const feed = useTalentFeed(filters, { advanced: advancedApplied, enabled: !waitForAccess });
  useRefetchWhenViewerChanges(
    session.status === 'loading' ? undefined : `${session.status}:${session.user?.id ?? ''}`,
  );
  const resultsRef = useRef<HTMLDivElement>(null);
  const [limitDetail, setLimitDetail] = useState<string | null>(null);

  const { actions, dialog } = useFeedIntroActions(setLimitDetail);

  const goToPage = useCallback(
    (page: number) => {
      setPage(page);
      const top = resultsRef.current?.getBoundingClientRect().top;
      if (top !== undefined && top < 0) {
        window.scrollTo({ top: window.scrollY + top - 160, behavior: 'smooth' });
      }
    },
    [setPage],
  );

  const title =
    session.status === 'candidate' ? feedTexts.titleForCandidates : feedTexts.titleForCompanies;
  const data = feed.data;
  const showLoading = session.status === 'loading' || (feed.isPending && !data);
  const cardsShown = useRenderedInSteps(data?.items ?? noCards, CARDS_PER_TASK);

  return (
    <>
      <DocumentTitle>{`${title} | WarmIntro`}</DocumentTitle>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{title}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {feedTexts.hero}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-600">
            Pre-vetted tech professionals, ready for a warm intro. No job posts, no resumes.
          </p>
          <LazyIntroAllowanceMeter
            enabled={session.status === 'company'}
            className="mt-5 inline-flex"
          />
        </div>
      </section>

      <FeedFilterBar
        filters={filters}
        onFieldChange={setField}
        onToggleSkill={toggleSkill}
        onClearAll={clearAll}
        resultLabel={data ? candidatesLabel(data.total, data.totalCapped) : null}
        advanced={
          company || session.status === 'guest'
            ? {
                viewer: company ? 'company' : 'visitor',
                access: access.data,
                onChange: setAdvanced,
              }
            : null
        }
      />

      {/* At least most of a screen tall, so the footer starts below the fold and does not jump
          when the cards replace the loading placeholder (issue #14: CLS 0). */}
      <div
        ref={resultsRef}
        className="mx-auto min-h-[60dvh] w-full max-w-7xl flex-1 px-4 py-8 sm:px-6"
      >
        {showLoading ? (
          <FeedLoading />
        ) : feed.isError && !data ? (
          <LoadFailed
            message="The talent feed could not be loaded."
            onRetry={() => void feed.refetch()}
          />
        ) : data && data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <SearchX className="size-10 text-slate-400" aria-hidden="true" />
            <h2 className="text-xl font-bold text-slate-900">{feedTexts.emptyTitle}</h2>
            <p className="max-w-md text-slate-600">{feedTexts.emptyText}</p>
            {hasActiveFilters(filters) ? (
              <Button className="mt-2" onClick={clearAll}>
                {feedTexts.clearAll}
              </Button>
            ) : filters.page > 1 ? (
              <Button className="mt-2" variant="outline" onClick={() => goToPage(1)}>
                Back to page 1
              </Button>
            ) : null}
          </div>
        ) : data ? (
          <>
            <h2 className="sr-only">Results</h2>
            {data.bestMatchAvailable ? (
              <div className="mb-5 flex justify-end">
                <FeedSortSelect value={filters.sort || data.sort} onChange={setSort} />
              </div>
            ) : null}
            <div
              aria-busy={feed.isFetching}
              className={
                feed.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'
              }
            >
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {data.items.slice(0, cardsShown).map((card) => (
                  <li key={card.id}>
                    <TalentCard card={card} viewer={session.status} actions={actions} />
                  </li>
                ))}
              </ul>
            </div>
            {data.pageCount > 1 ? (
              <Pagination
                page={data.page}
                pageCount={data.pageCount}
                countCapped={data.totalCapped}
                onPage={goToPage}
              />
            ) : null}
          </>
        ) : null}
      </div>

      <LazyIntroRequestDialog {...dialog} />
      <LazyFreeLimitDialog detail={limitDetail} onClose={() => setLimitDetail(null)} />
    </>
  );
}
