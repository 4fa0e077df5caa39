import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';

/** Loaded only where it shows, so the first chunk stays free of zod. */
const NewsletterBar = lazy(async () => ({
  default: (await import('./newsletter-bar')).NewsletterBar,
}));

/**
 * Where the newsletter bar shows: the home page only. Spec 1 §2 "Newsletter bar" also puts it on
 * `/dashboard`; there it covered cards and toasts at work (117 px on a phone), so it stays on the
 * public site (issue #30, docs/decisions/057-no-dead-ends.md).
 */
const newsletterPaths: readonly string[] = [paths.home.path];

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
