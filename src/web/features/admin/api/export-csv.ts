/**
 * CSV downloads (`GET /api/admin/intro-requests/export.csv`, `/api/admin/gigs/export.csv`): the
 * server builds the file from every filtered row (issue #7); the browser saves it under the spec's
 * name (spec 2 §7).
 */
import { saveFile } from '../../../lib/save-file';
import { ApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { compactQuery } from './admin-keys';

export const exportFiles = {
  intros: { url: '/api/admin/intro-requests/export.csv', fileName: 'intro_requests_export.csv' },
  gigs: { url: '/api/admin/gigs/export.csv', fileName: 'gigs_export.csv' },
} as const;

/**
 * Fetches the CSV with the session cookie and saves it through a temporary `<a download>`.
 * @returns the number of rows (from `x-row-count`); 0 means nothing was saved.
 * @throws ApiError when the server refuses.
 */
export async function downloadCsv(
  kind: keyof typeof exportFiles,
  filters: Record<string, string | undefined>,
): Promise<number> {
  const { url, fileName } = exportFiles[kind];
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(compactQuery(filters))) params.set(key, String(value));
  const qs = params.toString();
  const response = await fetch(qs ? `${url}?${qs}` : url, { credentials: 'same-origin' });
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      code: 'EXPORT_FAILED',
      title: response.statusText || 'Error',
      detail: unexpectedErrorMessage,
    });
  }
  const count = Number(response.headers.get('x-row-count') ?? 'NaN');
  if (count === 0) return 0;
  saveFile(await response.blob(), fileName);
  return Number.isNaN(count) ? 1 : count;
}
