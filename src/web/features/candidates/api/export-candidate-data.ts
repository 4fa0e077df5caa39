/** `GET /api/candidates/me/export` — everything stored about the candidate (issue #5, GDPR export). */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const CANDIDATE_EXPORT_FILE_NAME = 'warmintro-candidate-data.json';

/** Fetches the export and saves it as a JSON file through a temporary download link. */
export async function downloadCandidateData(): Promise<void> {
  const data = await api.get<unknown>('/api/candidates/me/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = CANDIDATE_EXPORT_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadCandidateData() {
  return useMutation({ mutationFn: downloadCandidateData });
}
