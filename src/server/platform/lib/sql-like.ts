/** Substring search in SQL: `ILIKE` patterns with the user's text taken literally. */
import { ilike, or, type Column, type SQL } from 'drizzle-orm';

/** A `LIKE` pattern that matches `text` anywhere, with `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The condition "any of `targets` contains `text`, case-insensitively"; undefined when there is no
 * text to search for, so it can go straight into a `where` or an `and(...)`.
 */
export function containsAny(
  text: string | undefined,
  ...targets: (Column | SQL)[]
): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...targets.map((target) => ilike(target, pattern)));
}
