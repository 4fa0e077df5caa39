/**
 * Typed errors thrown by services. The error plugin turns them into problem+json (RFC 9457) with the
 * HTTP status of their code; `fields` carries the spec's per-field messages for the form.
 */
import type { ErrorCode } from '../../../shared/http/problem';

const statusOf: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ONBOARDING_REQUIRED: 403,
  INTRO_NOT_ACCEPTED: 409,
  MEETING_NOT_SCHEDULED: 409,
  EMAIL_UNVERIFIED: 403,
  REAUTH_REQUIRED: 403,
  TWO_FACTOR_REQUIRED: 403,
  LOGIN_CHALLENGE_EXPIRED: 401,
  NOT_FOUND: 404,
  LINK_EXPIRED: 410,
  NO_COMPANY: 403,
  SEATS_FULL: 409,
  PLAN_REQUIRED: 403,
  VERIFIED_COMPANIES_ONLY: 403,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  LIMIT_REACHED: 402,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Short human title; defaults to a title derived from the status. */
    readonly title?: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = statusOf[code];
  }
}
