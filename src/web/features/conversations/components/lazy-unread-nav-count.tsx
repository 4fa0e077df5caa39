import { lazy, Suspense } from 'react';

// The unread count, its query and the conversation schemas (issue #16) load only where a nav entry
// shows the badge — a signed-in company or candidate — and never with the first chunk or for a
// visitor (docs/decisions/030, docs/decisions/048).
const UnreadNavCount = lazy(async () => ({
  default: (await import('./unread-nav-count')).UnreadNavCount,
}));

/** The nav's unread total (`UnreadNavCount`), loaded when first shown; nothing until then. */
export function LazyUnreadNavCount() {
  return (
    <Suspense fallback={null}>
      <UnreadNavCount />
    </Suspense>
  );
}
