/**
 * Rows as one JSON parameter, for statements that write to several tables at once
 * (docs/decisions/052): `insert … select … from jsonb_populate_recordset(null::<table>, $rows)`
 * has the same text for any number of rows, so it can be prepared, and a `from` can make it depend
 * on another part of the statement (a row inserted only if another was).
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** The JavaScript keys of a table's columns. */
export type ColumnKey<T extends PgTable> = keyof T['_']['columns'] & string;

/**
 * `rows` as the JSON text `insertJsonRowsSql` reads: each row's `columns` under their database
 * names (a missing value is null; a `Date` becomes its ISO time, an array a JSON array).
 * @throws Error when a key is not a column of `table` (a programming error).
 */
export function jsonRows<T extends PgTable>(
  table: T,
  columns: readonly ColumnKey<T>[],
  rows: readonly Partial<Record<ColumnKey<T>, unknown>>[],
): string {
  const names = columnNames(table, columns);
  return JSON.stringify(
    rows.map((row) => Object.fromEntries(columns.map((key, i) => [names[i], row[key] ?? null]))),
  );
}

/**
 * `insert into <table> (<columns>) select <columns> from jsonb_populate_recordset(null::<table>,
 * <rows>)[, <from>]`: the rows of a JSON array (`jsonRows`), each typed as the table's row type.
 * Columns left out take their defaults. `from` adds relations to the `from` list (e.g. a CTE that
 * has a row only if another part of the statement inserted one: no row there, nothing inserted).
 */
export function insertJsonRowsSql<T extends PgTable>(
  table: T,
  columns: readonly ColumnKey<T>[],
  rows: SQL,
  options: { from?: SQL } = {},
): SQL {
  const list = sql.raw(columnNames(table, columns).map(quote).join(', '));
  const selected = sql.raw(
    columnNames(table, columns)
      .map((name) => `r.${quote(name)}`)
      .join(', '),
  );
  return sql`insert into ${table} (${list})
      select ${selected} from jsonb_populate_recordset(null::${table}, ${rows}) as r${
        options.from ? sql`, ${options.from}` : sql``
      }`;
}

function columnNames<T extends PgTable>(table: T, columns: readonly ColumnKey<T>[]): string[] {
  const all = getTableColumns(table);
  return columns.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`${key} is not a column`);
    return column.name;
  });
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
