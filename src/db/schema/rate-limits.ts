/**
 * Rate-limit counters shared by every server process (docs/decisions/019-rate-limits.md): one row
 * per budget key, counting hits until `expires_at`. An expired row is restarted by the next hit
 * and deleted by the periodic sweep.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);
