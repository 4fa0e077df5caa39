/**
 * The candidate's answer through the e-mailed link, no login (spec 2 §2 "Intro response page"):
 * `GET /api/intro-responses/:token` (404 for an unknown link) and `POST` with
 * `{response}` (409 with the spec's 'already been responded to' text when answered before).
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  introAnswerResultSchema,
  introResponseViewSchema,
  type IntroAnswerResult,
  type IntroResponseInput,
  type IntroResponseView,
} from '../../../../shared/intro-requests/schemas';
import { api } from '../../../lib/api-client';

export type { IntroAnswerResult };

const url = (token: string) => `/api/intro-responses/${encodeURIComponent(token)}`;

export function getIntroResponseView(
  token: string,
  options: { signal?: AbortSignal } = {},
): Promise<IntroResponseView> {
  return api.get(url(token), { signal: options.signal, schema: introResponseViewSchema });
}

export function getIntroResponseViewQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['intro-response', token],
    queryFn: ({ signal }) => getIntroResponseView(token, { signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useIntroResponseView(token: string) {
  return useQuery(getIntroResponseViewQueryOptions(token));
}

/** Accept (optionally offering 2–5 times, issue #17) or decline. */
export function answerIntroRequest(
  token: string,
  input: IntroResponseInput,
): Promise<IntroAnswerResult> {
  return api.post(url(token), input, { schema: introAnswerResultSchema });
}

export function useAnswerIntroRequest(token: string) {
  return useMutation({
    mutationFn: (input: IntroResponseInput) => answerIntroRequest(token, input),
  });
}
