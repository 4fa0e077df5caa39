import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useSession } from '../../../features/auth/api/get-session';
import { TalentFeed } from '../../../features/talent-feed/components/talent-feed';

// Only a signed-in candidate sees it: kept out of the feed's first load (docs/decisions/030).
const BrowseCompanies = lazy(async () => ({
  default: (await import('../../../features/companies/components/browse-companies'))
    .BrowseCompanies,
}));

// Only a signed-in company saves searches (issue #34 item 5): kept out of the feed's first load.
const SaveSearchDialog = lazy(async () => ({
  default: (await import('../../../features/saved-searches/components/save-search-dialog'))
    .SaveSearchDialog,
}));

/**
 * /talent — the talent feed for companies and visitors (spec 1 §2 "Talent feed"), with Save Search
 * for a company (issue #34 item 5); for a signed-in candidate, 'Browse Companies' (spec 1 §2 route
 * table; issue #15).
 */
export function TalentFeedRoute() {
  const session = useSession();
  if (session.status === 'candidate')
    return (
      <Suspense fallback={<PageLoader />}>
        <BrowseCompanies />
      </Suspense>
    );
  return (
    <>
      {session.status === 'company' ? (
        <div className="mx-auto flex max-w-7xl justify-end px-4 pt-4 sm:px-6">
          <Suspense fallback={null}>
            <SaveSearchDialog />
          </Suspense>
        </div>
      ) : null}
      <TalentFeed />
    </>
  );
}
