import type { IntroSummary } from '../../../../shared/intro-requests/schemas';

/** Dates on the company's intro cards: "Dec 3, 2026". */
export const introDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * Which member of the company asked, as the company's intro list reads it (issue #33 item 4):
 * "Requested by Dana Lee on Dec 3, 2026", "Requested by you on …" (`viewerId` asked), "Requested
 * by Dana Lee (former member) on …", or "Requested by a former member on …" when the account is
 * gone. Without a requester (none recorded): "Requested Dec 3, 2026".
 */
export function requestedByText(
  requestedBy: IntroSummary['requestedBy'],
  requestedAt: string,
  viewerId: string | null | undefined,
): string {
  if (!requestedBy) return `Requested ${introDateFormat.format(new Date(requestedAt))}`;
  const who =
    requestedBy.userId !== null && requestedBy.userId === viewerId
      ? 'you'
      : requestedBy.name === null
        ? 'a former member'
        : requestedBy.former
          ? `${requestedBy.name} (former member)`
          : requestedBy.name;
  return `Requested by ${who} on ${introDateFormat.format(new Date(requestedBy.at))}`;
}
