/**
 * A company's verified domains (issue #35 part 3, docs/decisions/079): a domain the company proved
 * by a single-use link sent to an address at that domain. One row per company and domain; a domain
 * is verified by at most one company across the platform. The link's token is stored only as its
 * SHA-256 hash and works for 24 hours.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/** `pending` until the link is opened, then `verified`. */
export type CompanyDomainStatus = 'pending' | 'verified';

export const companyDomains = pgTable(
  'company_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-case, no trailing dot (`normalizeDomain`): "acme.io". */
    domain: text('domain').notNull(),
    status: text('status').$type<CompanyDomainStatus>().notNull().default('pending'),
    /** The address at the domain the link was sent to: "jobs@acme.io". */
    address: text('address').notNull(),
    /** SHA-256 of the latest link's token; null once verified. */
    tokenHash: text('token_hash'),
    /** When the latest link stops working. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The member who asked for the link that proved the domain. */
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    /** The member who last sent the link. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_domains_company_domain_key').on(t.companyId, t.domain),
    /** A domain is verified by one company at most, across the platform. */
    uniqueIndex('company_domains_verified_domain_key')
      .on(t.domain)
      .where(sql`status = 'verified'`),
    uniqueIndex('company_domains_token_hash_key').on(t.tokenHash),
    index('company_domains_company_idx').on(t.companyId),
    check('company_domains_status_check', sql`${t.status} in ('pending', 'verified')`),
  ],
);
