import { useEffect, useEffectEvent, useState } from 'react';

/** Spec-free choice: the feed re-queries this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A text field that commits its value `delay` ms after the last change. When `value` changes from
 * outside (Clear All, back/forward), the field shows it; its own commits do not reset typing.
 */
export function useDebouncedInput(
  value: string,
  onCommit: (next: string) => void,
  delay = SEARCH_DEBOUNCE_MS,
) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const [committed, setCommitted] = useState(value);

  // Adjusting state while rendering (react.dev "You might not need an effect").
  if (value !== seen) {
    setSeen(value);
    if (value !== committed) {
      setDraft(value);
      setCommitted(value);
    }
  }

  const commit = useEffectEvent((next: string) => {
    setCommitted(next);
    onCommit(next);
  });

  useEffect(() => {
    const next = draft.trim();
    if (next === committed) return;
    const timer = setTimeout(() => commit(next), delay);
    return () => clearTimeout(timer);
  }, [draft, committed, delay]);

  return { draft, setDraft };
}
