/**
 * Accounts and sessions (DESIGN.md "Security model"). A company's or candidate's profile row
 * shares the user's id, so one id names the account everywhere.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userRole } from './enums';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull(),
    /**
     * When the account proved its address by its link (issue #31; docs/decisions/065); null until
     * then. Accounts from before verification existed, seeded and demo accounts count as verified.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // The admins, found in the transaction of each step that changes the admin nav's counts
    // (issue #16; docs/decisions/044): a handful of rows, so no scan of every account.
    index('users_admins_idx')
      .on(t.id)
      .where(sql`${t.role} = 'admin'`),
  ],
);

/** Only the SHA-256 of the session token is stored; the token lives in the cookie. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the account's sessions list shows (issue #31 item 6; docs/decisions/066): the browser's
     * `User-Agent` as sent (at most 512 characters), the client's network (an IPv4 /24 or IPv6
     * /48, never the full address), and when the session was last used (to the 5 minutes).
     */
    userAgent: text('user_agent'),
    ipNetwork: text('ip_network'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When this session last proved its password: its login or signup, or a re-authentication
     * (docs/decisions/066). Deleting an account needs one within the last 10 minutes.
     */
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/** Single-use password reset links (beyond the spec, issue #3): 1 hour, hashed token. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * Password reset requests waiting for the job (issue #12 finding 4): asking for a link only records
 * the address, the same for known and unknown ones; the job looks the account up, writes the token
 * and queues the e-mail, and deletes the row.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_requests_requested_idx').on(t.requestedAt)],
);

/**
 * Single-use e-mail verification links (issue #31; docs/decisions/065): 24 hours, hashed token; a
 * resend ends the earlier unused ones.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_verification_tokens_user_id_idx').on(t.userId)],
);
