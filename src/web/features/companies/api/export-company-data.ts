/** `GET /api/companies/me/export` — everything stored about the company (issue #3, GDPR export). */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const EXPORT_FILE_NAME = 'warmintro-company-data.json';

/** Fetches the export and saves it as a JSON file through a temporary download link. */
export async function downloadCompanyData(): Promise<void> {
  const data = await api.get<unknown>('/api/companies/me/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = EXPORT_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadCompanyData() {
  return useMutation({ mutationFn: downloadCompanyData });
}
