import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './ui/button';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The count stopped early (the feed's '1,000+', docs/decisions/031): "Page 1 of 42+". */
  countCapped?: boolean;
  onPage: (page: number) => void;
}

/** Previous / "Page N of M" / Next under a server-paged list (the talent feed, Browse Companies). */
export function Pagination({ page, pageCount, countCapped = false, onPage }: PaginationProps) {
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-slate-700">
        Page {page} of {pageCount}
        {countCapped ? '+' : ''}
      </p>
      <Button variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
