/** Route objects for pages not built yet: they show the spec's title and purpose. */
import type { RouteObject } from 'react-router';
import type { PlaceholderHandle } from '../routes/placeholder';

const loadPlaceholder = async () => ({
  Component: (await import('../routes/placeholder')).PlaceholderRoute,
});
const loadAdminPlaceholder = async () => ({
  Component: (await import('../routes/admin/admin-placeholder')).AdminPlaceholderRoute,
});

/** A route still to be built, showing the spec's title and purpose for it. */
export function placeholder(path: string, title: string, description: string): RouteObject {
  const handle: PlaceholderHandle = { title, description };
  return { path, handle, lazy: loadPlaceholder };
}

/** An admin route still to be built. */
export function adminPlaceholder(path: string, title: string, description: string): RouteObject {
  const handle: PlaceholderHandle = { title, description };
  return { path, handle, lazy: loadAdminPlaceholder };
}
