import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useSession } from '../../../features/auth/api/get-session';
import { TalentFeed } from '../../../features/talent-feed/components/talent-feed';

// Only a signed-in candidate sees it: kept out of the feed's first load (docs/decisions/030).
const BrowseCompanies = lazy(async () => ({
  default: (await import('../../../features/companies/components/browse-companies'))
    .BrowseCompanies,
}));

/**
 * /talent — the talent feed for companies and visitors (spec 1 §2 "Talent feed"); for a signed-in
 * candidate, 'Browse Companies' (spec 1 §2 route table; issue #15).
 */
export function TalentFeedRoute() {
  const session = useSession();
  return session.status === 'candidate' ? (
    <Suspense fallback={<PageLoader />}>
      <BrowseCompanies />
    </Suspense>
  ) : (
    <TalentFeed />
  );
}
