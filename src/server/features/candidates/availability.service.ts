/**
 * Candidates stay current (issue #17; docs/decisions/028): the 30-day question and the pause that
 * follows 7 days of silence (run by the timers job), the one-click confirmation link (no login),
 * and the candidate's own Pause / Resume. Every change goes through the availability rules
 * (`src/server/domain/candidate-availability.ts`) under the candidate's row lock, with its e-mail
 * queued in the same transaction, so each timer happens exactly once across processes.
 */
import type { Db } from '../../../db/client';
import {
  AVAILABILITY_CHECK_AFTER_MS,
  AVAILABILITY_PAUSE_AFTER_MS,
  availabilityTexts,
  type AvailabilityConfirmation,
  type AvailabilityStatus,
} from '../../../shared/candidates/availability';
import { absoluteUrl, paths } from '../../../shared/paths';
import type { AppContext } from '../../platform/context';
import {
  applyAvailabilityEvent,
  availabilityTimerEvents,
  linkValid,
  type AvailabilityEvent,
  type AvailabilityState,
} from '../../domain/candidate-availability';
import { notify, templateContext } from '../../platform/email/notify';
import { AppError } from '../../platform/lib/app-error';
import { hashToken, newToken } from '../../platform/lib/tokens';
import * as repo from './candidates.repo';

/** The availability rules' view of a stored candidate. */
export function availabilityState(row: repo.CandidateRow): AvailabilityState {
  return {
    status: row.status,
    pausedAt: row.pausedAt,
    pausedBy: row.pausedBy,
    confirmedAt: row.availabilityConfirmedAt,
    askedAt: row.availabilityAskedAt,
    linkSentAt: row.availabilityLinkSentAt,
  };
}

/** What the candidate's dashboard and the admin show. */
export function toAvailabilityStatus(row: repo.CandidateRow): AvailabilityStatus {
  return {
    paused: Boolean(row.pausedAt),
    pausedAt: row.pausedAt?.toISOString() ?? null,
    pausedBy: row.pausedBy,
    confirmedAt: row.availabilityConfirmedAt.toISOString(),
  };
}

const notFound = () => new AppError('NOT_FOUND', 'Candidate not found.');
const invalidLink = () =>
  new AppError(
    'NOT_FOUND',
    availabilityTexts.invalidText,
    undefined,
    availabilityTexts.invalidTitle,
  );

/**
 * The one way a candidate's availability changes: under the row's lock, ask the rules at
 * `ctx.now()`, write the changes (and a new link's hash), queue the e-mail. Runs in `tx`.
 * @returns the candidate before and after, or the refusal's AppError.
 * @throws AppError NOT_FOUND when `which` matches nothing; CONFLICT with the rule's text when the
 *   event is refused.
 */
export async function applyToAvailability(
  tx: Db,
  ctx: AppContext,
  which: { id: string } | { availabilityTokenHash: string },
  event: AvailabilityEvent,
  missing: () => AppError = notFound,
): Promise<{ before: repo.CandidateRow; after: repo.CandidateRow }> {
  const before = await repo.lockCandidate(tx, which);
  if (!before) throw missing();
  const now = ctx.now();
  const result = applyAvailabilityEvent(availabilityState(before), event, now);
  if (!result.ok) throw new AppError('CONFLICT', result.message);
  const token = result.newLink ? newToken() : undefined;
  const c = result.changes;
  const values = {
    ...('pausedAt' in c ? { pausedAt: c.pausedAt } : {}),
    ...('pausedBy' in c ? { pausedBy: c.pausedBy } : {}),
    ...('confirmedAt' in c ? { availabilityConfirmedAt: c.confirmedAt } : {}),
    ...('askedAt' in c ? { availabilityAskedAt: c.askedAt } : {}),
    ...('linkSentAt' in c ? { availabilityLinkSentAt: c.linkSentAt } : {}),
    ...(token ? { availabilityTokenHash: hashToken(token) } : {}),
  };
  await repo.updateCandidate(tx, before.id, values);
  if (result.email && token)
    await notify(tx, templateContext(ctx.config), result.email, {
      email: before.email,
      firstName: before.firstName,
      confirmUrl: absoluteUrl(ctx.config.APP_URL, paths.stillOpen.getHref(token)),
    });
  return { before, after: { ...before, ...values } };
}

/**
 * Pause (`open: false`) or resume (`open: true`) from the candidate's dashboard; resuming also
 * counts as saying they are still open (the 30-day clock starts again).
 * @throws AppError CONFLICT 'Your profile is already paused.' or, for a profile not approved,
 *   'Only approved profiles appear in the talent feed.'
 */
export async function setOwnAvailability(
  ctx: AppContext,
  candidateId: string,
  open: boolean,
): Promise<AvailabilityStatus> {
  const { after } = await ctx.db.transaction((tx) =>
    applyToAvailability(tx, ctx, { id: candidateId }, { type: open ? 'confirm' : 'pause' }),
  );
  return toAvailabilityStatus(after);
}

/**
 * The one-click link (no login): the candidate is still open to intros — the open question is
 * answered and a pause ends. Clicking again keeps working while the link is the latest and
 * younger than 30 days.
 * @throws AppError NOT_FOUND for an unknown or replaced link (or a profile no longer approved);
 *   LINK_EXPIRED (410) for a link older than 30 days.
 */
export async function confirmByLink(
  ctx: AppContext,
  token: string,
): Promise<AvailabilityConfirmation> {
  if (token.length < 20 || token.length > 200) throw invalidLink();
  const which = { availabilityTokenHash: hashToken(token) };
  const { before } = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockCandidate(tx, which);
    if (!row || row.status !== 'approved') throw invalidLink();
    if (!linkValid(row.availabilityLinkSentAt, ctx.now()))
      throw new AppError(
        'LINK_EXPIRED',
        availabilityTexts.expiredText,
        undefined,
        availabilityTexts.expiredTitle,
      );
    return applyToAvailability(tx, ctx, which, { type: 'confirm' }, invalidLink);
  });
  return { firstName: before.firstName, resumed: Boolean(before.pausedAt) };
}

/**
 * The availability timers (issue #17): every approved, open candidate whose 30 days since the last
 * confirmation have passed is asked; every one asked 7 days ago without an answer is paused. The
 * rules decide under each row's lock, so several processes (or a run after a crash) never do one
 * twice. @returns how many of each were done.
 */
export async function runAvailabilityTimers(
  ctx: AppContext,
): Promise<Record<(typeof availabilityTimerEvents)[number], number>> {
  const now = ctx.now();
  const done = { ask: 0, lapse: 0 };
  for (const type of availabilityTimerEvents) {
    const before = new Date(
      now.getTime() - (type === 'ask' ? AVAILABILITY_CHECK_AFTER_MS : AVAILABILITY_PAUSE_AFTER_MS),
    );
    const ids = await repo.findAvailabilityTimerIds(ctx.db, type, before, 500);
    for (const id of ids) {
      try {
        await ctx.db.transaction((tx) => applyToAvailability(tx, ctx, { id }, { type }));
        done[type]++;
      } catch (error) {
        // Refused (done by another process, or no longer due) or gone: nothing to do.
        if (!(error instanceof AppError)) throw error;
      }
    }
  }
  return done;
}
