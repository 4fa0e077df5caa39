/** `''` or blanks → null (the API's "not set"). */
export function nullIfBlank(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function normalise(value: unknown, isList: boolean): string {
  // Comma lists compare as their trimmed, non-empty items (spec 2 §5 "Admin").
  if (isList && typeof value === 'string')
    return JSON.stringify(
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );
  return JSON.stringify(value ?? null);
}

/**
 * The fields of `next` that differ from `initial`: the PATCH carries only what the admin changed,
 * so a field the form cannot represent exactly is never rewritten. `{}` when nothing changed (the
 * server then answers `changed: false`, 'No Changes'). `listKeys` name comma-separated fields.
 */
export function changedFields<T extends Record<string, unknown>>(
  initial: T,
  next: T,
  listKeys: readonly (keyof T)[] = [],
): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    const isList = listKeys.includes(key);
    if (normalise(initial[key], isList) !== normalise(next[key], isList)) out[key] = next[key];
  }
  return out;
}
