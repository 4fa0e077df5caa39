/**
 * The companies a candidate hides from (issue #35 part 2 "Who may see me",
 * docs/decisions/081-who-may-see-me.md): one row per blocked company, picked from the platform
 * (`kind` 'company': its id, and its name key and verified domain at that moment) or typed as a
 * name ('name': `name_key`, `companyNameKey`) or a web domain ('domain': `domain`,
 * `companyDomainKey`). A company matches a row by its id, by any of its current and former name
 * keys, or by any of its verified domains; `label` is what the candidate sees in their list.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { companies } from './companies';

/** How a candidate named the company they block. */
export type CandidateBlockKind = 'company' | 'name' | 'domain';

export const candidateBlocks = pgTable(
  'candidate_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CandidateBlockKind>().notNull(),
    /** The company picked on the platform; null for a typed name or domain. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** `companyNameKey` of the typed name, or of the picked company's name when picked. */
    nameKey: text('name_key'),
    /** `companyDomainKey` of the typed domain, or the picked company's verified domain. */
    domain: text('domain'),
    /** As shown in the candidate's list: the company's name or what they typed. */
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidate_blocks_candidate_idx').on(t.candidateId, t.createdAt),
    // "Who is hidden from company K" reads these three (docs/decisions/081).
    index('candidate_blocks_company_idx').on(t.companyId),
    index('candidate_blocks_name_key_idx').on(t.nameKey),
    index('candidate_blocks_domain_idx').on(t.domain),
    uniqueIndex('candidate_blocks_company_key')
      .on(t.candidateId, t.companyId)
      .where(sql`kind = 'company'`),
    uniqueIndex('candidate_blocks_name_key')
      .on(t.candidateId, t.nameKey)
      .where(sql`kind = 'name'`),
    uniqueIndex('candidate_blocks_domain_key')
      .on(t.candidateId, t.domain)
      .where(sql`kind = 'domain'`),
    check(
      'candidate_blocks_kind_check',
      sql`(${t.kind} = 'company' and ${t.nameKey} is not null) or (${t.kind} = 'name' and ${t.nameKey} is not null and ${t.nameKey} <> '') or (${t.kind} = 'domain' and ${t.domain} is not null)`,
    ),
  ],
);

/**
 * The names a company had before it was renamed (docs/decisions/081): written by a trigger on
 * `companies.company_name`, whatever path renames it, so a block or a current employer typed with
 * an old name still hides the candidate from the renamed company.
 */
export const companyNameHistory = pgTable(
  'company_name_history',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The name as it was. */
    name: text('name').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_name_history_key').on(t.companyId, t.name)],
);
