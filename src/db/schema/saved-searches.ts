/**
 * Saved searches and their alerts (issue #34 item 5, docs/decisions/076): a member's named feed
 * query with an alert frequency, the candidates who newly matched it (pending until an alert sends
 * them, then kept so that no candidate is sent twice for one search), the alerts sent, and what
 * the alert job needs to tell "newly matches" from "still matches": its place in the feed's change
 * log and the feed row of each shown candidate as of that place.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { companies } from './companies';
import { users } from './users';

/** A member's saved feed search (owned by the member, within their company). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The feed's query as the URL carries it (`feedQueryInput`), checked with `feedQuerySchema` when read. */
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    /** `off | instant | daily | weekly` (`alertFrequencies`). */
    alert: text('alert').notNull().default('off'),
    /** The member's IANA time zone: daily and weekly alerts go at 08:00 there. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The feed version when saved: candidates changed by then are not new to this search. */
    createdVersion: bigint('created_version', { mode: 'number' }).notNull(),
    /** Daily and weekly: when the next digest is due (the member's next local morning). */
    nextDigestAt: timestamp('next_digest_at', { withTimezone: true }),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_searches_user_name_key').on(t.userId, sql`lower(${t.name})`),
    index('saved_searches_company_user_idx').on(t.companyId, t.userId, t.createdAt),
    index('saved_searches_digest_due_idx')
      .on(t.nextDigestAt)
      .where(sql`alert in ('daily', 'weekly')`),
    index('saved_searches_alerting_idx')
      .on(t.alert)
      .where(sql`alert <> 'off'`),
  ],
);

/**
 * One alert sent for a search: once per search and period (`instant:<n>`, `daily:<date>`,
 * `weekly:<date>`). Its e-mail carries its own one-click unsubscribe token, stored here hashed.
 */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    candidateCount: integer('candidate_count').notNull(),
    /** SHA-256 of the e-mail's one-click unsubscribe token (the token itself is only in the e-mail). */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_search_alerts_period_key').on(t.savedSearchId, t.period),
    uniqueIndex('saved_search_alerts_unsubscribe_key').on(t.unsubscribeTokenHash),
  ],
);

/**
 * A candidate who newly matched a search: pending while `alertId` is null, then the alert that
 * sent them. The key keeps one row per search and candidate, so a candidate is sent once.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    alertId: uuid('alert_id').references(() => savedSearchAlerts.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.candidateId] }),
    index('saved_search_matches_pending_idx')
      .on(t.savedSearchId)
      .where(sql`alert_id is null`),
    index('saved_search_matches_candidate_idx').on(t.candidateId),
    // The alert's pairs, for the foreign key's `set null` when an alert goes with its search:
    // without it each deleted alert scanned the whole table (ADR 076).
    index('saved_search_matches_alert_idx')
      .on(t.alertId)
      .where(sql`alert_id is not null`),
  ],
);

/** The alert job's place in the feed's change log (one row): changes up to `version` are matched. */
export const savedSearchCursor = pgTable('saved_search_cursor', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * Each shown candidate's feed row as of the cursor, to compare with the row now: a candidate
 * newly matches a search when the row here did not match it (or there is none: not shown) and
 * the row now does.
 */
export const savedSearchCandidateRows = pgTable('saved_search_candidate_rows', {
  candidateId: uuid('candidate_id')
    .primaryKey()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  row: jsonb('row').notNull(),
});
