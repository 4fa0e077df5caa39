import { useParams } from 'react-router';
import { ShortlistPage } from '../../../features/pipeline/components/shortlist-page';

/** /dashboard/pipeline/lists/:shortlistId — one of the team's lists (issue #34 item 1). */
export function ShortlistRoute() {
  const { shortlistId = '' } = useParams();
  return <ShortlistPage key={shortlistId} shortlistId={shortlistId} />;
}
