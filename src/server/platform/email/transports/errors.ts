/**
 * Delivery failures with the spec's codes (spec 1 §8 "E-mail toasts"): 401 → AUTH_FAILED,
 * 403 → PERMISSION_DENIED, unreachable → NETWORK_ERROR, other provider errors → SENDGRID_ERROR
 * (or SMTP_ERROR) with the message cut to 100 characters. `transient` failures are retried.
 */
export type DeliveryErrorCode =
  'AUTH_FAILED' | 'PERMISSION_DENIED' | 'NETWORK_ERROR' | 'SENDGRID_ERROR' | 'SMTP_ERROR';

export const PROVIDER_MESSAGE_MAX = 100;

export class DeliveryError extends Error {
  constructor(
    readonly code: DeliveryErrorCode,
    message: string,
    readonly statusCode: number | null,
    /** Network trouble, 429 and 5xx: worth trying again later. */
    readonly transient: boolean,
  ) {
    super(message.slice(0, PROVIDER_MESSAGE_MAX));
    this.name = 'DeliveryError';
  }
}
