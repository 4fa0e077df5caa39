/** The per-field diff an admin edit records in the edit log (spec 2 §3 "Admin edit log"). */

export type FieldChanges = Record<string, { previous: unknown; new: unknown }>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `next` whose values differ from `current` (lists compared in order). */
export function diffFields<T extends Record<string, unknown>>(
  current: T,
  next: Partial<T>,
): FieldChanges {
  const changes: FieldChanges = {};
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined) continue;
    if (!same(current[key], value)) changes[key] = { previous: current[key] ?? null, new: value };
  }
  return changes;
}
