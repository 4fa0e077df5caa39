/**
 * Admin audit trails (spec 2 §3 "Admin edit log", "Deletion log"). They keep ids as plain values,
 * not foreign keys, so they outlive the users they describe.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userRole } from './enums';

/** `changes`: `{ [field]: { previous, new } }`. */
export const adminEditLog = pgTable(
  'admin_edit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').notNull(),
    editedUserId: uuid('edited_user_id').notNull(),
    userType: userRole('user_type').notNull(),
    userName: text('user_name').notNull(),
    changes: jsonb('changes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_edit_log_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('admin_edit_log_user_idx').on(t.editedUserId),
  ],
);

/** `associated_records_deleted`: `{ intro_requests, gigs, email_logs_marked }` counts. */
export const deletionLog = pgTable(
  'deletion_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userType: userRole('user_type').notNull(),
    userId: uuid('user_id').notNull(),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    adminId: uuid('admin_id'),
    adminName: text('admin_name'),
    associatedRecordsDeleted: jsonb('associated_records_deleted')
      .notNull()
      .default(sql`'{}'::jsonb`),
    deletionReason: text('deletion_reason'),
    canBeRestored: boolean('can_be_restored').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deletion_log_created_idx').on(t.createdAt.desc().nullsFirst())],
);
