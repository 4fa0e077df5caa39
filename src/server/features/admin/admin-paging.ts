/**
 * Kept for `admin-activity.repo.ts`, which imports the paging helpers from here; they live in
 * `lib/paging.ts`, shared by every repository. Remove once that import points there.
 */
export { pageOffset, rowsWithTotal, type PageRequest } from '../../lib/paging';
