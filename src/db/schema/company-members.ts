/**
 * A company's team (issue #33, docs/decisions/073): who belongs to which company with which role,
 * and the invitations that bring them in. A user belongs to at most one company at a time; a
 * removed member's row stays (with `removedAt`) so their work is attributed to a former member.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { memberRole } from './enums';
import { users } from './users';

export const companyMembers = pgTable(
  'company_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: memberRole('role').notNull(),
    /** The member's name and title as candidates see them: "Dana Lee, Head of Engineering". */
    fullName: text('full_name').notNull(),
    jobTitle: text('job_title').notNull().default(''),
    /**
     * Which company e-mails and notifications they get (issue #33 item 7): `mine` (the default:
     * answers to their own requests, messages in conversations they took part in), `all`, `none`.
     */
    notifyAnswers: text('notify_answers').notNull().default('mine'),
    notifyMessages: text('notify_messages').notNull().default('mine'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** When they were removed or left; null while a member. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    /** A user belongs to one company at a time. */
    uniqueIndex('company_members_one_company_key')
      .on(t.userId)
      .where(sql`removed_at is null`),
    /** There is at most one owner; the service keeps it exactly one. */
    uniqueIndex('company_members_one_owner_key')
      .on(t.companyId)
      .where(sql`role = 'owner' and removed_at is null`),
    index('company_members_company_idx').on(t.companyId),
  ],
);

export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: memberRole('role').notNull(),
    /** SHA-256 of the link's token; a resend draws a new one. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    /** One pending invitation per address per company. */
    uniqueIndex('company_invitations_pending_key')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`accepted_at is null and revoked_at is null`),
  ],
);

/**
 * The team's activity (issue #33 item 2): invitations, joins, role changes, removals and
 * ownership transfers, for the members page and the admin's company view. Names are copied in,
 * so the entry still reads after an account is deleted.
 */
export const teamActivity = pgTable(
  'team_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** invited, invitation_resent, invitation_revoked, joined, role_changed, removed, left, ownership_transferred */
    kind: text('kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** Whom it concerns: the invited address or the member's name. */
    subject: text('subject').notNull(),
    /** The role given, when one is. */
    role: memberRole('role'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('team_activity_company_idx').on(t.companyId, t.createdAt.desc())],
);
