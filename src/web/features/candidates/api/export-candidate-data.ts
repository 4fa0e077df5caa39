/** `GET /api/candidates/me/export` — everything stored about the candidate (issue #5, GDPR export). */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveJson } from '../../../lib/save-file';

/** Fetches the export and saves it as `warmintro-candidate-data.json`. */
export async function downloadCandidateData(): Promise<void> {
  saveJson(await api.get<unknown>('/api/candidates/me/export'), 'warmintro-candidate-data.json');
}

export function useDownloadCandidateData() {
  return useMutation({ mutationFn: downloadCandidateData });
}
