/**
 * A member's saved searches (issue #34 item 5, docs/decisions/076): save the feed's query under a
 * name with an alert frequency, rename it, change its alert, delete it, and the public one-click
 * unsubscribe of its alert e-mails (RFC 8058). A search is its owner's alone: a teammate neither
 * sees nor changes it (another's id is a 404, as an unknown one).
 */
import type { Db } from '../../../db/client';
import { ianaZoneOf } from '../../../shared/companies/time-zones';
import {
  SAVED_SEARCHES_PER_MEMBER,
  savedSearchTexts,
  type AlertFrequency,
  type SavedSearch,
  type SavedQuery,
  type UnsubscribeResult,
} from '../../../shared/saved-searches/schemas';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/lib/app-error';
import { isUniqueViolation } from '../../platform/lib/db-errors';
import { hashToken } from '../../platform/lib/tokens';
import { findCompany } from '../companies';
import { advancedSearchContext, readFeedVersion } from '../talent-feed';
import { feedQuerySchema, hasAdvancedFilters } from '../../../shared/talent-feed/schemas';
import { nextAlertMorning } from './local-morning';
import * as alerts from './saved-search-alerts.repo';
import * as matches from './saved-search-matches.repo';
import * as repo from './saved-searches.repo';

/** The member acting: their user id and the company they act for. */
export interface SearchOwner {
  userId: string;
  companyId: string;
}

/** A stored row as the API shows it to its owner. */
function toView(row: repo.SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    alert: row.alert as AlertFrequency,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
    lastAlertAt: row.lastAlertAt ? row.lastAlertAt.toISOString() : null,
  };
}

function nameTakenError(): AppError {
  return new AppError('CONFLICT', savedSearchTexts.nameTaken, { name: savedSearchTexts.nameTaken });
}

/** The member's own saved searches, newest first. */
export async function listSavedSearches(db: Db, owner: SearchOwner): Promise<SavedSearch[]> {
  return (await repo.listOwnSearches(db, owner.userId))
    .filter((row) => row.companyId === owner.companyId)
    .map(toView);
}

/**
 * Saves the feed's query under a name. The time zone is the browser's when sent, else the
 * company's, else UTC; a daily or weekly alert's first morning is the next one there. Candidates
 * already in the feed are not new: only changes after this moment count (`createdVersion`).
 * @throws AppError CONFLICT (409) for a name the member already uses, or at
 *   `SAVED_SEARCHES_PER_MEMBER` searches.
 */
export async function createSavedSearch(
  ctx: AppContext,
  owner: SearchOwner,
  input: { name: string; query: SavedQuery; alert: AlertFrequency; timeZone?: string },
): Promise<SavedSearch> {
  if ((await repo.countOwnSearches(ctx.db, owner.userId)) >= SAVED_SEARCHES_PER_MEMBER)
    throw new AppError('CONFLICT', savedSearchTexts.tooMany);
  if (await repo.nameTaken(ctx.db, owner.userId, input.name)) throw nameTakenError();
  // Advanced filters are Pro's (issue #34 item 4): saved as the feed takes them, or refused as it does.
  const parsed = feedQuerySchema.safeParse(input.query);
  if (parsed.success && hasAdvancedFilters(parsed.data))
    await advancedSearchContext(ctx.db, parsed.data, owner.companyId, ctx.now());
  const timeZone =
    input.timeZone ?? ianaZoneOf((await findCompany(ctx.db, owner.companyId))?.timezone);
  const now = ctx.now();
  try {
    const row = await repo.insertSearch(ctx.db, {
      companyId: owner.companyId,
      userId: owner.userId,
      name: input.name,
      query: input.query,
      alert: input.alert,
      timeZone,
      createdVersion: await readFeedVersion(ctx.db),
      nextDigestAt: nextAlertMorning(now, input.alert, timeZone),
      createdAt: now,
      updatedAt: now,
    });
    return toView(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTakenError();
    throw error;
  }
}

async function ownSearch(db: Db, owner: SearchOwner, id: string): Promise<repo.SavedSearchRow> {
  const row = await repo.findOwnSearch(db, owner, id);
  if (!row) throw new AppError('NOT_FOUND', savedSearchTexts.notFound);
  return row;
}

/**
 * Renames a search and/or changes its alert. Turning alerts off forgets the candidates waiting for
 * the next alert; a new daily or weekly choice starts at the next local morning.
 * @throws AppError NOT_FOUND (404) for a search that is not the member's; CONFLICT (409) for a
 *   name the member already uses.
 */
export async function updateSavedSearch(
  ctx: AppContext,
  owner: SearchOwner,
  id: string,
  input: { name?: string; alert?: AlertFrequency },
): Promise<SavedSearch> {
  const row = await ownSearch(ctx.db, owner, id);
  if (input.name !== undefined && (await repo.nameTaken(ctx.db, owner.userId, input.name, id)))
    throw nameTakenError();
  const alertChanged = input.alert !== undefined && input.alert !== row.alert;
  const now = ctx.now();
  try {
    const updated = await ctx.db.transaction(async (tx) => {
      if (alertChanged && input.alert === 'off') await matches.dropAllPending(tx, id);
      return repo.updateSearch(tx, id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(alertChanged
          ? { alert: input.alert!, nextDigestAt: nextAlertMorning(now, input.alert!, row.timeZone) }
          : {}),
        updatedAt: now,
      });
    });
    if (!updated) throw new AppError('NOT_FOUND', savedSearchTexts.notFound);
    return toView(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTakenError();
    throw error;
  }
}

/** Deletes one of the member's searches. @throws AppError NOT_FOUND (404) otherwise. */
export async function deleteSavedSearch(db: Db, owner: SearchOwner, id: string): Promise<void> {
  await ownSearch(db, owner, id);
  await repo.deleteSearch(db, id);
}

/**
 * The one-click unsubscribe of an alert e-mail (RFC 8058; no login: the token is the proof):
 * turns that search's alerts off. Again with the same token: the same answer.
 * @throws AppError NOT_FOUND (404) for an unknown token or a deleted search.
 */
export async function unsubscribeAlerts(
  ctx: AppContext,
  token: string,
): Promise<UnsubscribeResult> {
  const searchId = await alerts.findSearchIdByToken(ctx.db, hashToken(token));
  const off = searchId
    ? await ctx.db.transaction(async (tx) => {
        await matches.dropAllPending(tx, searchId);
        return repo.turnAlertsOff(tx, searchId, ctx.now());
      })
    : undefined;
  if (!off) throw new AppError('NOT_FOUND', savedSearchTexts.unsubscribeNotFound);
  return { name: off.name, alert: 'off' };
}
