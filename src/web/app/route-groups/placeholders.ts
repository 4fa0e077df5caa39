/** Route objects for pages not built yet: they show the spec's title and purpose. */
import type { RouteObject } from 'react-router';
import type { PlaceholderHandle } from '../routes/placeholder';

const loadPlaceholder = async () => ({
  Component: (await import('../routes/placeholder')).PlaceholderRoute,
});

/** A route still to be built, showing the spec's title and purpose for it. */
export function placeholder(path: string, title: string, description: string): RouteObject {
  const handle: PlaceholderHandle = { title, description };
  return { path, handle, lazy: loadPlaceholder };
}
