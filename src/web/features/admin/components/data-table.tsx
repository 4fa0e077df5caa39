import type { ComponentProps, ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';

/**
 * The last column (the row's actions) stays in view while the table scrolls sideways (issue #13):
 * sticky at the right edge, on the row's own background (hover, `data-selected`), with a soft
 * edge. Full-width rows (loading, empty, error: `colSpan`) are left alone.
 */
const stickyActions = [
  '[&_td:last-child:not([colspan])]:sticky',
  '[&_td:last-child:not([colspan])]:right-0',
  '[&_td:last-child:not([colspan])]:bg-white',
  '[&_td:last-child:not([colspan])]:shadow-[-8px_0_8px_-8px_rgb(15_23_42/0.3)]',
  '[&_th:last-child]:sticky',
  '[&_th:last-child]:right-0',
  '[&_th:last-child]:bg-slate-50',
  '[&_th:last-child]:shadow-[-8px_0_8px_-8px_rgb(15_23_42/0.3)]',
  '[&_tr:hover>td:last-child:not([colspan])]:bg-slate-50',
  '[&_tr[data-selected]>td:last-child:not([colspan])]:bg-brand-50',
].join(' ');

interface DataTableProps<T> {
  /** Names the table and its scroll region for assistive technology. */
  caption: string;
  head: ReactNode;
  rows: readonly T[];
  /** One `<tr>` (with its key) for a row. */
  renderRow: (row: T) => ReactNode;
  /** Shown instead of the rows while the first page loads. */
  loading?: boolean;
  /** Why the rows could not be loaded, shown instead of them. */
  error?: string | null;
  /** Shown when there are no rows ("No … match these filters."). */
  empty: ReactNode;
  columns: number;
  className?: string;
  /** The width under which the table scrolls instead of squeezing (Tailwind class). */
  minWidth?: string;
  /** Keep the last column (actions) in view while scrolling sideways; on by default. */
  stickyLastColumn?: boolean;
}

/**
 * A table inside a horizontally scrolling region: on a phone the table scrolls, the page does
 * not, and the actions column stays in view. The region is focusable so a keyboard user can
 * scroll it with the arrow keys. A row marks itself selected with `data-selected`.
 */
export function DataTable<T>({
  caption,
  head,
  rows,
  renderRow,
  loading,
  error,
  empty,
  columns,
  className,
  minWidth = 'min-w-[48rem]',
  stickyLastColumn = true,
}: DataTableProps<T>) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={cn(
        'relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        className,
      )}
    >
      <table
        className={cn(
          'w-full border-separate border-spacing-0 text-left text-sm',
          stickyLastColumn && stickyActions,
          minWidth,
        )}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          {head}
        </thead>
        <tbody className="[&>tr:not(:first-child)>td]:border-t [&>tr>td]:border-slate-100">
          {loading ? (
            [0, 1, 2].map((row) => (
              <tr key={row}>
                <td colSpan={columns} className="px-4 py-3">
                  <Skeleton className="h-6 w-full" />
                </td>
              </tr>
            ))
          ) : typeof error === 'string' ? (
            <EmptyRow columns={columns}>{error}</EmptyRow>
          ) : rows.length === 0 ? (
            <EmptyRow columns={columns}>{empty}</EmptyRow>
          ) : (
            rows.map((row) => renderRow(row))
          )}
        </tbody>
      </table>
    </div>
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" className={cn('px-4 py-3 whitespace-nowrap', className)} {...props} />;
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-3 align-top text-slate-800', className)} {...props} />;
}

/**
 * One row spanning the table: "No results", an error, … On a phone the table is wider than the
 * screen, so the words stay at the left edge of what is in view (sticky) instead of the middle of
 * the whole table, off-screen.
 */
function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-10 text-left text-slate-600 md:text-center">
        <div className="sticky left-4 max-w-[calc(100vw-5rem)] md:static md:max-w-none">
          {children}
        </div>
      </td>
    </tr>
  );
}

interface PaginationProps {
  page: number;
  pageSize: number;
  /** Total rows; when unknown, `hasMore` decides whether Next is enabled. */
  total?: number | undefined;
  hasMore?: boolean;
  onPage: (page: number) => void;
  /** Names the navigation landmark ("Candidates pages"). */
  label: string;
}

/** Previous / Next with the position and the total. */
export function Pagination({ page, pageSize, total, hasMore, onPage, label }: PaginationProps) {
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize));
  const canNext = pages === undefined ? Boolean(hasMore) : page < pages;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-600" aria-live="polite">
        {pages === undefined ? `Page ${page}` : `Page ${Math.min(page, pages)} of ${pages}`}
        {total === undefined ? null : ` · ${total} total`}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!canNext} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
