/**
 * Saved-search alerts (issue #34 item 5, docs/decisions/076), run by the `saved-search-alerts` job
 * in two steps:
 *
 * 1. **Collect.** Under the one cursor row's lock (one process at a time) and in one snapshot
 *    (repeatable read), read the candidates the feed's change log lists since the cursor, and for
 *    every search with alerts on record as pending those who match it now but did not at the
 *    cursor (by the rows stored then): newly approved, back from pause, or changed so they match.
 *    A candidate already recorded for a search (pending or sent) is never recorded again. Then
 *    store the changed candidates' rows and move the cursor.
 * 2. **Deliver.** Claim the due searches (`FOR UPDATE SKIP LOCKED`): instant ones with pending
 *    matches, daily and weekly ones whose local morning has come. Pending candidates who no longer
 *    match (paused, no longer approved, changed) are dropped; the rest are sent in one e-mail (at
 *    most 10 listed, a link to all) with an in-app notification, and marked sent — in the same
 *    transaction as the outbox row, so each alert is sent exactly once across processes. Nothing
 *    new: nothing sent.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client';
import { paths } from '../../../shared/paths';
import {
  ALERT_EMAIL_MAX_CANDIDATES,
  type AlertFrequency,
} from '../../../shared/saved-searches/schemas';
import { feedQuerySchema, hasAdvancedFilters } from '../../../shared/talent-feed/schemas';
import type { AppContext } from '../../platform/context';
import { queueEmails, renderNotification, templateContext } from '../../platform/email/notify';
import type { OutboxEmailValues } from '../../platform/email/notify';
import { hashToken, newToken } from '../../platform/lib/tokens';
import { streamTransaction } from '../../platform/stream-events.repo';
import { writeNotifications } from '../notifications';
import { candidatesHiddenFrom } from '../candidates';
import { findCompany } from '../companies';
import {
  ADVANCED_SEARCH_PLANS,
  feedContextFor,
  findChangedCandidates,
  readFeedVersion,
  type FeedContext,
} from '../talent-feed';
import { candidateLines, matchingCandidates, type MatchableSearch } from './feed-matching';
import { localDay, nextAlertMorning } from './local-morning';
import * as alertsRepo from './saved-search-alerts.repo';
import * as matches from './saved-search-matches.repo';
import * as repo from './saved-searches.repo';

/** The feed's query with no filter: its conditions are the feed's audience rules alone. */
const anyQuery = feedQuerySchema.parse({});
/** A key for `anyQuery` in `matchingCandidates` (any uuid). */
const IN_FEED = '00000000-0000-4000-8000-000000000000';

/** Matches recorded by one run past which the table's statistics are refreshed. */
const ANALYZE_AFTER_MATCHES = 10_000;

/** Searches claimed and sent per transaction. */
const DELIVERY_BATCH = 100;

/** What one run did: candidates compared, matches recorded, alerts sent. */
export interface AlertRunResult {
  changedCandidates: number;
  newMatches: number;
  alertsSent: number;
}

/**
 * The searches' stored queries read back with the feed's schema (those that no longer parse left
 * out), each with its company's feed context when it sets advanced filters (one read per company).
 */
async function matchable(
  db: Db,
  searches: readonly { id: string; companyId: string; query: Record<string, string> }[],
  now: Date,
): Promise<MatchableSearch[]> {
  // Each company's context, or null when it may not use advanced search now (a downgrade to
  // Free): its searches with advanced filters then alert nobody, as its feed refuses them.
  const contexts = new Map<string, FeedContext | null>();
  const out: MatchableSearch[] = [];
  for (const search of searches) {
    const parsed = feedQuerySchema.safeParse(search.query);
    if (!parsed.success) continue;
    if (!hasAdvancedFilters(parsed.data)) {
      out.push({ id: search.id, query: parsed.data });
      continue;
    }
    if (!contexts.has(search.companyId)) {
      const company = await findCompany(db, search.companyId);
      contexts.set(
        search.companyId,
        company && ADVANCED_SEARCH_PLANS.includes(company.planTier)
          ? await feedContextFor(db, search.companyId, now)
          : null,
      );
    }
    const context = contexts.get(search.companyId);
    if (context) out.push({ id: search.id, query: parsed.data, context });
  }
  return out;
}

/** PostgreSQL's "could not serialize access": another process moved the cursor first. */
function isSerializationFailure(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: string }).code === '40001') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Step 1: records who newly matches which search since the cursor (see the module's TSDoc).
 * @returns the changed candidates compared and the matches recorded; zeros when another process
 *   is collecting.
 */
export async function collectNewMatches(
  ctx: AppContext,
): Promise<{ changedCandidates: number; newMatches: number }> {
  const none = { changedCandidates: 0, newMatches: 0 };
  try {
    const collected = await ctx.db.transaction(
      async (tx) => {
        const version = await readFeedVersion(tx);
        const cursor = await matches.lockCursor(tx);
        if (cursor === 'busy') return none;
        if (cursor === null) {
          // The first run: the feed as it is now is the baseline; nobody in it is new.
          if (await matches.createCursor(tx, version)) await matches.storeCandidateRows(tx);
          return none;
        }
        if (cursor >= version) return none;
        const changed = await findChangedCandidates(tx, cursor, version);
        if (changed === null) {
          // The change log no longer reaches back to the cursor: start again from now.
          await matches.storeCandidateRows(tx);
          await matches.moveCursor(tx, version);
          return none;
        }
        const searches = await matchable(
          tx,
          await repo.listAlertingSearches(tx, version),
          ctx.now(),
        );
        let newMatches = 0;
        if (changed.length > 0 && searches.length > 0) {
          const now = await matchingCandidates(tx, searches, changed, 'now');
          // Only the searches something matches now can have a new match.
          const byId = new Map(searches.map((s) => [s.id, s]));
          const matchedNow = [...now.keys()].map((id) => byId.get(id)!);
          const before = await matchingCandidates(tx, matchedNow, changed, 'cursor');
          const pairs: { savedSearchId: string; candidateId: string }[] = [];
          for (const [searchId, ids] of now) {
            const was = before.get(searchId);
            for (const candidateId of ids)
              if (!was?.has(candidateId)) pairs.push({ savedSearchId: searchId, candidateId });
          }
          // A waiting candidate who changed and no longer matches will not be sent.
          const waiting = await matches.listPendingOfCandidates(tx, changed);
          await matches.dropPendingPairs(
            tx,
            waiting.filter((p) => !now.get(p.savedSearchId)?.has(p.candidateId)),
          );
          newMatches = await matches.insertPendingMatches(tx, pairs, ctx.now());
        }
        await matches.storeCandidateRows(tx, changed);
        await matches.moveCursor(tx, version);
        return { changedCandidates: changed.length, newMatches };
      },
      { isolationLevel: 'repeatable read' },
    );
    if (collected.newMatches >= ANALYZE_AFTER_MATCHES) await matches.analyzeMatches(ctx.db);
    return collected;
  } catch (error) {
    if (isSerializationFailure(error)) return none;
    throw error;
  }
}

/** The feed with a saved query (relative). */
function feedHrefOf(query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${paths.talent.getHref()}?${search}` : paths.talent.getHref();
}

type NotificationRows = Parameters<typeof writeNotifications>[1];

/** The period an alert is sent for: a local day for a digest, the moment for instant ones. */
function periodOf(alert: AlertFrequency, now: Date, timeZone: string): string {
  return alert === 'instant'
    ? `instant:${now.toISOString()}`
    : `${alert}:${localDay(now, timeZone)}`;
}

/**
 * Step 2, one batch: claims up to `DELIVERY_BATCH` due searches and sends their alerts, in one
 * transaction. @returns the searches claimed and the alerts sent.
 */
async function deliverBatch(
  ctx: AppContext,
  after: string | null,
): Promise<{ claimed: string[]; sent: number }> {
  return streamTransaction(ctx.db, async (tx: Db) => {
    const now = ctx.now();
    const due = await repo.claimDueSearches(tx, now, DELIVERY_BATCH, after);
    if (due.length === 0) return { claimed: [], sent: 0 };
    const pending = await matches.listPending(
      tx,
      due.map((s) => s.id),
    );
    // Whether each waiting candidate still matches was settled when they last changed (collect);
    // here only that they are still in the feed (approved, not paused), by the feed's own rule.
    const pendingIds = [...new Set([...pending.values()].flat())];
    const shown =
      (await matchingCandidates(tx, [{ id: IN_FEED, query: anyQuery }], pendingIds, 'now')).get(
        IN_FEED,
      ) ?? new Set<string>();
    const lines = await candidateLines(tx, pendingIds);
    // Decide each search's alert, then write them all in a few statements.
    const gone: { savedSearchId: string; candidateId: string }[] = [];
    const sending: { search: repo.DueSearch; fresh: string[]; token: string }[] = [];
    const marks = new Map<
      string,
      { id: string; lastAlertAt: Date | null; nextDigestAt: Date | null }
    >();
    // No alert names a candidate hidden from the search's company (docs/decisions/081).
    const hiddenByCompany = new Map<string, Set<string>>();
    for (const companyId of new Set(due.map((s) => s.companyId)))
      hiddenByCompany.set(companyId, await candidatesHiddenFrom(tx, companyId));
    for (const search of due) {
      const waiting = pending.get(search.id) ?? [];
      const hidden = hiddenByCompany.get(search.companyId)!;
      const holding = hidden.size > 0 ? new Set([...shown].filter((id) => !hidden.has(id))) : shown;
      for (const id of waiting)
        if (!holding.has(id)) gone.push({ savedSearchId: search.id, candidateId: id });
      const fresh = waiting.filter((id) => holding.has(id));
      const nextDigestAt = nextAlertMorning(now, search.alert, search.timeZone);
      if (nextDigestAt) marks.set(search.id, { id: search.id, lastAlertAt: null, nextDigestAt });
      if (fresh.length > 0) sending.push({ search, fresh, token: newToken() });
    }
    await matches.dropPendingPairs(tx, gone);
    const alertIds = await alertsRepo.insertAlerts(
      tx,
      sending.map(({ search, fresh, token }) => ({
        savedSearchId: search.id,
        period: periodOf(search.alert, now, search.timeZone),
        candidateCount: fresh.length,
        unsubscribeTokenHash: hashToken(token),
        sentAt: now,
      })),
    );
    const sent: { savedSearchId: string; candidateId: string; alertId: string }[] = [];
    const emails: OutboxEmailValues[] = [];
    const notifications: NotificationRows = [];
    for (const { search, fresh, token } of sending) {
      const alertId = alertIds.get(search.id);
      // Already sent for this period by another run: nothing more.
      if (!alertId) continue;
      for (const candidateId of fresh)
        sent.push({ savedSearchId: search.id, candidateId, alertId });
      marks.set(search.id, {
        id: search.id,
        lastAlertAt: now,
        nextDigestAt: nextAlertMorning(now, search.alert, search.timeZone),
      });
      const feedHref = feedHrefOf(search.query);
      const listed = fresh
        .slice(-ALERT_EMAIL_MAX_CANDIDATES)
        .reverse()
        .map((id) => lines.get(id))
        .filter((line) => line !== undefined);
      emails.push(
        renderNotification(templateContext(ctx.config), 'savedSearchAlert', {
          to: search.email,
          firstName: search.fullName.split(/\s+/)[0] || search.fullName,
          searchName: search.name,
          candidates: listed.map((c) => ({
            name: c.name,
            role: c.role,
            location: c.location,
            href: paths.talentProfile.getHref(c.id),
          })),
          total: fresh.length,
          feedHref,
          manageHref: paths.savedSearches.getHref(),
          unsubscribeHref: paths.unsubscribeAlerts.getHref(token),
          oneClickHref: `/api/saved-searches/unsubscribe/${encodeURIComponent(token)}`,
        }),
      );
      notifications.push({
        id: randomUUID(),
        userId: search.userId,
        kind: 'saved_search_alert',
        introRequestId: null,
        gigId: null,
        conversationId: null,
        data: { name: search.name, count: fresh.length },
        link: feedHref,
        createdAt: now,
        readAt: null,
      });
    }
    await matches.markSentPairs(tx, sent);
    await repo.markAlertedMany(tx, [...marks.values()]);
    await queueEmails(tx, emails);
    await writeNotifications(tx, notifications);
    return { claimed: due.map((s) => s.id), sent: emails.length };
  });
}

/**
 * Step 2: sends every due alert, a batch at a time, until none is due (a search is taken at most
 * once per run). @returns the alerts sent.
 */
export async function deliverDueAlerts(ctx: AppContext): Promise<number> {
  let after: string | null = null;
  let sent = 0;
  for (;;) {
    const batch = await deliverBatch(ctx, after);
    sent += batch.sent;
    if (batch.claimed.length === 0) return sent;
    after = batch.claimed.at(-1)!;
  }
}

/**
 * One run of the alerts: collect who newly matches, then send what is due (`ctx.now()`, the test
 * clock in tests).
 */
export async function runSavedSearchAlerts(ctx: AppContext): Promise<AlertRunResult> {
  const collected = await collectNewMatches(ctx);
  const alertsSent = await deliverDueAlerts(ctx);
  return { ...collected, alertsSent };
}
