import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';

/** Loaded only where it shows, so the first chunk stays free of zod. */
const NewsletterBar = lazy(async () => ({
  default: (await import('./newsletter-bar')).NewsletterBar,
}));

/** Spec 1 §2 "Newsletter bar": shown only on `/` and `/dashboard`. */
const newsletterPaths: readonly string[] = [paths.home.path, paths.dashboard.path];

/** Mounts the newsletter bar on the pages that have it (remounted per page, so its delay restarts). */
export function NewsletterBarSlot() {
  const { pathname } = useLocation();
  if (!newsletterPaths.includes(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterBar key={pathname} />
    </Suspense>
  );
}
