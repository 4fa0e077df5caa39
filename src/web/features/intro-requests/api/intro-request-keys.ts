/** Query keys of the intro-request feature, and the refresh after any intro change. */
import type { QueryClient } from '@tanstack/react-query';
import { introAllowanceQueryKey, talentFeedQueryKey } from '../../../lib/query-keys';
import { introRequestsQueryKey } from '../../../lib/query-keys';

export { introRequestsQueryKey };

/**
 * After an intro changes, the feed cards, the dashboard list and the candidate detail (its e-mail
 * shows once an intro exists) are re-read.
 */
export function refreshIntroViews(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: talentFeedQueryKey }),
    queryClient.invalidateQueries({ queryKey: introRequestsQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['talent'] }),
    queryClient.invalidateQueries({ queryKey: introAllowanceQueryKey }),
  ]).then(() => undefined);
}
