import { useSession } from '../../../features/auth/api/get-session';
import { BrowseCompanies } from '../../../features/companies/components/browse-companies';
import { TalentFeed } from '../../../features/talent-feed/components/talent-feed';

/**
 * /talent — the talent feed for companies and visitors (spec 1 §2 "Talent feed"); for a signed-in
 * candidate, 'Browse Companies' (spec 1 §2 route table; issue #15).
 */
export function TalentFeedRoute() {
  const session = useSession();
  return session.status === 'candidate' ? <BrowseCompanies /> : <TalentFeed />;
}
