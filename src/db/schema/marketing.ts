/** Contact/demo submissions and newsletter signups (spec 1 §3, §5 "Newsletter"). */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contactType } from './enums';

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: contactType('type').notNull(),
    fullName: text('full_name'),
    workEmail: text('work_email'),
    companyName: text('company_name'),
    message: text('message'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_submissions_submitted_idx').on(t.submittedAt.desc().nullsFirst())],
);

export const newsletterSignups = pgTable(
  'newsletter_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_signups_email_lower_key').on(sql`lower(${t.email})`)],
);
