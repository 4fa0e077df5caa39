import { createContext, useContext, useLayoutEffect, useRef } from 'react';

/**
 * Receives the title of each `DocumentTitle` rendered while the public pages are prerendered at
 * build time (`src/web/prerender.tsx` puts it into the page's `<head>`, docs/decisions/029). In the
 * browser there is no collector: the title is set on the document.
 */
export const DocumentTitleCollector = createContext<((title: string) => void) | null>(null);

/** The titles of the mounted `DocumentTitle`s, oldest first; the newest is the document's. */
const mounted: { title: string }[] = [];
/** The document's title before the first `DocumentTitle` mounted, put back when none is left. */
let initialTitle: string | null = null;

function showNewest(): void {
  const newest = mounted.at(-1);
  document.title = newest ? newest.title : (initialTitle ?? document.title);
}

/**
 * The page's title (the document's `<title>`) while the calling page is shown. It renders
 * nothing: the title is set on the document when the page mounts or the text changes, and the
 * previous title comes back when it unmounts, the most recently mounted title winning — as
 * React 19 does with a `<title>` rendered inside a page (docs/decisions/047-preact.md; kept under
 * React DOM by docs/decisions/054-react-dom-again.md, so that the prerenderer can check that each
 * page renders one title). When prerendering, the text goes to `DocumentTitleCollector` instead.
 */
export function DocumentTitle({ children }: { children: string }) {
  const collect = useContext(DocumentTitleCollector);
  collect?.(children);
  const entry = useRef({ title: children });
  useLayoutEffect(() => {
    const own = entry.current;
    if (mounted.length === 0) initialTitle = document.title;
    mounted.push(own);
    return () => {
      mounted.splice(mounted.indexOf(own), 1);
      showNewest();
    };
  }, []);
  useLayoutEffect(() => {
    entry.current.title = children;
    showNewest();
  }, [children]);
  return null;
}
