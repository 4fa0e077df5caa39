/**
 * Paging for the paginated lists (DESIGN.md "API conventions"; the admin lists, spec 2 §2): one page
 * of rows and the count of all rows under the same WHERE, run side by side.
 */
import { desc } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';

/** A 1-based page of `limit` rows, as the list queries take it. */
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

/**
 * Sorts a list query newest first, ties broken by id (DESIGN.md "API conventions": lists are
 * newest first), and cuts out the requested page.
 */
export function newestFirstPage<Q extends PgSelect>(
  query: Q,
  order: { createdAt: PgColumn; id: PgColumn },
  page: PageRequest,
) {
  return query
    .orderBy(desc(order.createdAt), desc(order.id))
    .limit(page.limit)
    .offset(pageOffset(page));
}
