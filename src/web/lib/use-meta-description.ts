import { useEffect } from 'react';

/** The `<meta>` tags a page's description goes into (the served HTML may carry the OG ones). */
const selectors = ['meta[name="description"]', 'meta[property="og:description"]'] as const;

/**
 * Sets the page's description (and `og:description`, when present) while the calling page is
 * shown, and puts the previous text back when it goes (issue #15 "Good for sharing"; the title is
 * set by `components/document-title.tsx`). Does nothing while `description` is null.
 */
export function useMetaDescription(description: string | null): void {
  useEffect(() => {
    if (description === null) return;
    const restore: (() => void)[] = [];
    for (const selector of selectors) {
      const tag = document.head.querySelector<HTMLMetaElement>(selector);
      if (!tag) continue;
      const previous = tag.content;
      tag.content = description;
      restore.push(() => {
        tag.content = previous;
      });
    }
    return () => restore.forEach((undo) => undo());
  }, [description]);
}
