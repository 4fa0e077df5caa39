/**
 * The error body every API route answers with (RFC 9457 problem+json), shared by server and web.
 * `errors` maps a form field name to the spec's message for it; `code` is a stable machine code.
 */
import { z } from 'zod';

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  code: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** Stable error codes the server uses; the web app branches on these, never on texts. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'RATE_LIMITED',
  'LIMIT_REACHED',
  'ONBOARDING_REQUIRED',
  'INTRO_NOT_ACCEPTED',
  'MEETING_NOT_SCHEDULED',
  /** An intro request, message or gig proposal before the address is verified (decision 065). */
  'EMAIL_UNVERIFIED',
  /** A step that needs the password again: none proved in the last 10 minutes (decision 066). */
  'REAUTH_REQUIRED',
  /** An admin route before the admin's two-factor is on (docs/decisions/067). */
  'TWO_FACTOR_REQUIRED',
  /** A login's code after its 5 minutes or 5 wrong codes: the password again (decision 067). */
  'LOGIN_CHALLENGE_EXPIRED',
  /** A one-click link that was valid once but is too old (docs/decisions/028). */
  'LINK_EXPIRED',
  /** A company account that is no longer a member of any company (issue #33, decision 073). */
  'NO_COMPANY',
  /** Every seat of the company's plan is taken (issue #33 item 5). */
  'SEATS_FULL',
  /** A feature the company's plan does not include, such as advanced search (decision 075). */
  'PLAN_REQUIRED',
  /** The candidate takes intros from verified companies only (decision 079). */
  'VERIFIED_COMPANIES_ONLY',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
