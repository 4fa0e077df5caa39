/**
 * CSV exports (spec 2 §7: built from the filtered rows, null as empty) with `csv-stringify`.
 * Cells beginning with `=`, `+`, `-`, `@` (or a tab or carriage return) are prefixed with `'` so
 * spreadsheet programs do not run them as formulas.
 */
import { stringify } from 'csv-stringify/sync';

/** Neutralises one cell against formula injection; null and undefined become empty. */
export function safeCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value)
    ? value.join(', ')
    : value instanceof Date
      ? value.toISOString()
      : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A CSV document with a header row. */
export function toCsv<T>(
  columns: { header: string; value: (row: T) => unknown }[],
  rows: T[],
): string {
  return stringify([
    columns.map((c) => c.header),
    ...rows.map((r) => columns.map((c) => safeCell(c.value(r)))),
  ]);
}
