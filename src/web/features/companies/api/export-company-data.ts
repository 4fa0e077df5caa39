/** `GET /api/companies/me/export` — everything stored about the company (issue #3, GDPR export). */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveJson } from '../../../lib/save-file';

/** Fetches the export and saves it as `warmintro-company-data.json`. */
export async function downloadCompanyData(): Promise<void> {
  saveJson(await api.get<unknown>('/api/companies/me/export'), 'warmintro-company-data.json');
}

export function useDownloadCompanyData() {
  return useMutation({ mutationFn: downloadCompanyData });
}
