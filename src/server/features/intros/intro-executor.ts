/**
 * The one path of every intro event (issue #32 item 3; docs/decisions/012, 052, 072): the
 * lifecycle (`domain/intro-lifecycle.ts`) decides, and this executor writes the state and all of
 * its effects in one transaction — the free allowance (`free-allowance.ts`), the responsiveness
 * counts, the pair's conversation, the notifications with their stream events and the e-mails.
 * What a step's notifications and e-mails are is derived once, in `introEffects`, for both ways
 * of writing: a step of an existing request (`applyToIntro`, under its row lock) and a first
 * request (`applyFirstRequest`, one statement, docs/decisions/052). Every route, the candidate's
 * e-mailed link, the admin and the timers go through one of the two.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client';
import { usageMonth } from '../../../shared/billing/schemas';
import {
  applyIntroEvent,
  newIntroState,
  type IntroEvent,
  type IntroTransition,
  type Refusal,
} from '../../domain/intro-lifecycle';
import { emailsJson } from '../../platform/email/outbox.repo';
import { queueEmails, type OutboxEmailValues } from '../../platform/email/notify';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/lib/app-error';
import { hashToken, newToken } from '../../platform/lib/tokens';
import { notifyEvents } from '../../platform/stream-events.repo';
import type { CandidateRow } from '../candidates';
import { appendTeamEvents } from '../companies';
import { applyConversationEffect } from '../conversations';
import {
  introNotificationRows,
  notificationEvent,
  notificationsJson,
  writeNotifications,
} from '../notifications';
import { recordStats } from '../responsiveness';
import { allowanceTake, limitReached, returnAllowance, takeAllowance } from './free-allowance';
import { renderIntroEmails, type IntroEmailExtras } from './intro-emails';
import * as repo from './intro-requests.repo';
import { fullName, introState } from './intro-views';

export const notFound = () => new AppError('NOT_FOUND', 'Intro request not found.');

/**
 * A lifecycle refusal as the API answers it: 400 with the field's message for bad input, 409
 * with the lifecycle's text for a step the intro's state does not allow.
 */
export function refusalError(refusal: Refusal): AppError {
  return refusal.field
    ? new AppError(
        'VALIDATION_FAILED',
        refusal.message,
        { [refusal.field]: refusal.message },
        refusal.title,
      )
    : new AppError('CONFLICT', refusal.message, undefined, refusal.title);
}

/**
 * What a decided step tells people, derived once for both ways of writing it: its notifications
 * (ids drawn, not written) and its e-mails (rendered, not queued), for `row` after the step.
 */
function introEffects(
  ctx: AppContext,
  result: IntroTransition,
  row: repo.IntroWithParties,
  now: Date,
  extras: IntroEmailExtras,
): { notifications: ReturnType<typeof introNotificationRows>; emails: OutboxEmailValues[] } {
  const { intro, company, candidate } = row;
  return {
    notifications: introNotificationRows(
      result.notifications,
      {
        introId: intro.id,
        companyId: intro.companyId,
        companyUserIds: company.recipients.map((r) => r.userId),
        candidateId: intro.candidateId,
        companyName: company.companyName,
        candidateName: fullName(candidate),
      },
      now,
    ),
    emails: renderIntroEmails(ctx, result.emails, row, extras),
  };
}

/**
 * The executor for a request that exists: under its row lock, ask the lifecycle, write the
 * changes, take or give back the free allowance, record the responsiveness counts, open or close
 * the pair's conversation, write the notifications and queue the e-mails (`introEffects`). Runs
 * in `tx` (the caller's transaction, a `streamTransaction`).
 * @returns the request after the event, with its parties.
 * @throws AppError NOT_FOUND when `which` matches nothing; CONFLICT (409) or VALIDATION_FAILED
 *   (400) with the lifecycle's text when the event is refused; LIMIT_REACHED when a counted
 *   re-request finds the allowance used up.
 */
export async function applyToIntro(
  tx: Db,
  ctx: AppContext,
  which: repo.IntroSelector,
  event: IntroEvent,
  missing: () => AppError = notFound,
): Promise<repo.IntroWithParties> {
  const before = await repo.findIntroWithParties(tx, which, { lock: true });
  if (!before) throw missing();
  const now = ctx.now();
  const result = applyIntroEvent(introState(before.intro), event, now);
  if (!result.ok) throw refusalError(result);
  const token = result.newResponseToken ? newToken() : undefined;
  const { companyId } = before.intro;
  const countedMonth = result.countsTowardLimit
    ? await takeAllowance(tx, companyId, before.company.planTier, true, now)
    : undefined;
  const returned = await returnAllowance(
    tx,
    companyId,
    result.refundsAllowance,
    before.intro.countedMonth,
  );
  const intro = await repo.updateIntro(tx, before.intro.id, {
    ...result.changes,
    ...(token ? { responseTokenHash: hashToken(token) } : {}),
    ...(countedMonth !== undefined ? { countedMonth } : {}),
    ...(returned ? { countedMonth: null } : {}),
  });
  await recordStats(tx, before.intro, result.stats, now);
  const after = { ...before, intro };
  // Issue #16: the pair's conversation opens when the candidate accepts, closes when it ends.
  await applyConversationEffect(
    tx,
    result.conversation,
    {
      id: intro.id,
      companyId: intro.companyId,
      candidateId: intro.candidateId,
      status: intro.status,
      companyName: before.company.companyName,
      candidateName: fullName(before.candidate),
    },
    now,
  );
  // Issue #16: the side the step happened to is told, in this transaction (docs/decisions/040).
  const effects = introEffects(ctx, result, after, now, {
    responseToken: token,
    before,
    allowanceReturned: Boolean(returned) && returned === usageMonth(now),
  });
  await writeNotifications(tx, effects.notifications);
  await queueEmails(tx, effects.emails);
  // Issue #34 item 3: every member's pipeline board hears that the card may have moved.
  await appendTeamEvents(tx, companyId, 'pipeline', { candidateId: intro.candidateId });
  return after;
}

/** A company as a new request needs it, with its e-mail (`repo.findRequestContext`). */
type RequestingCompany = NonNullable<
  Awaited<ReturnType<typeof repo.findRequestContext>>
>['company'];

/**
 * The executor for a first request of the pair (spec 1 §4, §7): the lifecycle's step from no
 * request, its effects from `introEffects` as for any other step, written in one statement (`insertIntroWithEffects`, docs/decisions/052) — the free allowance counted if
 * the step counts, and only then the request, its notification and stream event, its three
 * e-mails and the company's count — then the events announced.
 * @returns the stored request.
 * @throws AppError LIMIT_REACHED (402) when the allowance is used up (nothing written); the unique
 *   violation when a request for the pair was made meanwhile.
 */
export async function applyFirstRequest(
  ctx: AppContext,
  company: RequestingCompany,
  candidate: Omit<CandidateRow, 'emailVerifiedAt'>,
  details: { message?: string | null; roleDescription?: string | null } & Pick<
    repo.IntroRow,
    | 'compensationKind'
    | 'compensationCurrency'
    | 'compensationMin'
    | 'compensationMax'
    | 'compensationPeriod'
  >,
): Promise<repo.IntroRow> {
  const now = ctx.now();
  const result = applyIntroEvent(null, { type: 'request' }, now);
  if (!result.ok) throw refusalError(result);
  const token = newToken();
  // What the request takes from the free allowance, or null when it does not count.
  const allowance = allowanceTake(company.planTier, result.countsTowardLimit, now);
  // The one statement writes the request, its allowance, notifications, e-mails and count; a
  // first step that also moved responsiveness counts or a conversation would need them too.
  if (result.stats.length > 0 || result.conversation !== null)
    throw new Error('A first intro request has no responsiveness or conversation step to write');
  const intro: repo.IntroRow = {
    id: randomUUID(),
    companyId: company.id,
    requestedBy: company.userId,
    candidateId: candidate.id,
    message: details.message ?? null,
    roleDescription: details.roleDescription ?? null,
    compensationKind: details.compensationKind,
    compensationCurrency: details.compensationCurrency,
    compensationMin: details.compensationMin,
    compensationMax: details.compensationMax,
    compensationPeriod: details.compensationPeriod,
    responseTokenHash: hashToken(token),
    countedMonth: allowance?.month ?? null,
    ...newIntroState(now),
    ...result.changes,
    createdAt: now,
    updatedAt: now,
  };
  const row: repo.IntroWithParties = {
    intro,
    candidate,
    company: {
      companyName: company.companyName,
      fullName: company.fullName,
      hiringRoles: company.hiringRoles,
      planTier: company.planTier,
      timezone: company.timezone,
      email: company.email,
      userId: company.userId,
      memberTitle: company.memberTitle,
      recipients: company.recipients,
      verifiedDomain: company.verifiedDomain,
    },
  };
  const effects = introEffects(ctx, result, row, now, { responseToken: token });
  const { stored, appended } = await repo.insertIntroWithEffects(ctx.db, {
    intro,
    allowance,
    notificationsJson: notificationsJson(effects.notifications),
    events: effects.notifications.map(notificationEvent),
    emailsJson: emailsJson(effects.emails),
  });
  if (!stored) throw limitReached(now);
  await notifyEvents(ctx.db, appended);
  // Issue #34 item 3: every member's pipeline board hears of the new card (announced at once).
  await appendTeamEvents(ctx.db, company.id, 'pipeline', { candidateId: candidate.id });
  return intro;
}
