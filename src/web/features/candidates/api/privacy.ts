/**
 * "Who may see me" (issue #35 part 2, docs/decisions/081): `GET /api/candidates/me/privacy`,
 * `PUT /visibility`, `POST /blocks`, `DELETE /blocks/{id}` and `GET /company-search?q=`. One file:
 * every answer but the search is the same Privacy card data, which replaces the query's.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  candidatePrivacySchema,
  companySearchResultSchema,
  type AddBlockInput,
  type CandidatePrivacy,
  type CompanySearchResult,
  type VisibilityUpdateInput,
} from '../../../../shared/candidates/privacy';
import { api } from '../../../lib/api-client';

export const candidatePrivacyQueryKey = ['candidates', 'me', 'privacy'] as const;

/** The company search needs this many characters (the server answers none below it). */
export const COMPANY_SEARCH_MIN = 2;

export function getCandidatePrivacy(
  options: { signal?: AbortSignal } = {},
): Promise<CandidatePrivacy> {
  return api.get('/api/candidates/me/privacy', {
    signal: options.signal,
    schema: candidatePrivacySchema,
  });
}

export function getCandidatePrivacyQueryOptions() {
  return queryOptions({
    queryKey: candidatePrivacyQueryKey,
    queryFn: ({ signal }) => getCandidatePrivacy({ signal }),
  });
}

export function useCandidatePrivacy() {
  return useQuery(getCandidatePrivacyQueryOptions());
}

/** A mutation whose answer is the Privacy card's data: it replaces the query's. */
function usePrivacyMutation<T>(mutationFn: (input: T) => Promise<CandidatePrivacy>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) => queryClient.setQueryData(candidatePrivacyQueryKey, saved),
  });
}

export function setVisibility(input: VisibilityUpdateInput): Promise<CandidatePrivacy> {
  return api.put('/api/candidates/me/visibility', input, { schema: candidatePrivacySchema });
}

export function useSetVisibility() {
  return usePrivacyMutation(setVisibility);
}

export function addBlock(input: AddBlockInput): Promise<CandidatePrivacy> {
  return api.post('/api/candidates/me/blocks', input, { schema: candidatePrivacySchema });
}

export function useAddBlock() {
  return usePrivacyMutation(addBlock);
}

export function removeBlock(id: string): Promise<CandidatePrivacy> {
  return api.delete(`/api/candidates/me/blocks/${encodeURIComponent(id)}`, {
    schema: candidatePrivacySchema,
  });
}

export function useRemoveBlock() {
  return usePrivacyMutation(removeBlock);
}

export function searchCompaniesToBlock(
  q: string,
  options: { signal?: AbortSignal } = {},
): Promise<CompanySearchResult> {
  return api.get(`/api/candidates/me/company-search?q=${encodeURIComponent(q)}`, {
    signal: options.signal,
    schema: companySearchResultSchema,
  });
}

/** Companies on the platform whose name matches `q` (already debounced); off below two characters. */
export function useCompanySearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['candidates', 'me', 'company-search', query],
    queryFn: ({ signal }) => searchCompaniesToBlock(query, { signal }),
    enabled: query.length >= COMPANY_SEARCH_MIN,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
