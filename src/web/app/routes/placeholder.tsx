import { useMatches } from 'react-router';
import { PageHeader } from '../../components/page-header';

/** Route `handle` for pages not built yet: the spec's title and purpose for the route. */
export interface PlaceholderHandle {
  title: string;
  description: string;
}

function isPlaceholderHandle(handle: unknown): handle is PlaceholderHandle {
  return (
    typeof handle === 'object' && handle !== null && 'title' in handle && 'description' in handle
  );
}

/** A page still to be built: shows the route's title and one sentence from its `handle`. */
export function PlaceholderRoute() {
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isPlaceholderHandle);
  return <PageHeader title={handle?.title ?? 'WarmIntro'} description={handle?.description} />;
}
