import { TalentFeed } from '../../../features/talent-feed/components/talent-feed';

/** /talent — the talent feed (spec 1 §2 "Talent feed"); public, actions vary by role. */
export function TalentFeedRoute() {
  return <TalentFeed />;
}
