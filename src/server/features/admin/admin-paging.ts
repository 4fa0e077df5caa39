/**
 * Paging shared by the admin lists: one page of rows and the count of all rows under the same
 * WHERE, run side by side.
 */

/** A 1-based page of `limit` rows, as the admin list queries take it. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** The row offset of a 1-based page. */
export function pageOffset(p: PageRequest): number {
  return (p.page - 1) * p.limit;
}

/** Runs a page query and its count query (`select { n: count() }`) at once. */
export async function rowsWithTotal<T>(
  rows: PromiseLike<T[]>,
  count: PromiseLike<{ n: number }[]>,
): Promise<{ rows: T[]; total: number }> {
  const [page, [total]] = await Promise.all([rows, count]);
  return { rows: page, total: Number(total?.n ?? 0) };
}
