/** Query keys of the gigs feature, and the refresh after a gig changes. */
import type { QueryClient } from '@tanstack/react-query';
import { gigsQueryKey } from '../../../lib/query-keys';

export { gigsQueryKey };

/** After a gig is posted, proposed or completed, every gig list is re-read. */
export function refreshGigViews(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: gigsQueryKey });
}
