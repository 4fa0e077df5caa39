/**
 * A user-entered link as something safe to open: the URL when it is `http:` or `https:`, null
 * otherwise (a `javascript:` link or a typo never becomes a link).
 */
export function webUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
