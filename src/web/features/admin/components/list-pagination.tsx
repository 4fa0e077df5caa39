import { Pagination } from './data-table';

interface ListPaginationProps {
  /** Names the navigation landmark ("Company pages"). */
  label: string;
  page: number;
  /** The loaded page of the list; nothing is shown before it arrives. */
  list: { pageSize: number; total: number } | undefined;
  onPage: (page: number) => void;
}

/** Previous / Next under a paged admin list, once its first page has loaded. */
export function ListPagination({ label, page, list, onPage }: ListPaginationProps) {
  if (!list) return null;
  return (
    <Pagination
      label={label}
      page={page}
      pageSize={list.pageSize}
      total={list.total}
      onPage={onPage}
    />
  );
}
