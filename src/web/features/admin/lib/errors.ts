import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';

/** The server's explanation of a failed call, or the spec's generic message. */
export function errorDetail(error: unknown): string {
  return isApiError(error) ? (error.detail ?? error.title) : unexpectedErrorMessage;
}
