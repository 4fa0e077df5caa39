/**
 * SQL for the `intro_requests` table (and the free plan's monthly usage it counts against): single
 * rows with the people they join, locked for a lifecycle step; the company's, the candidate's and
 * the admin's lists; due reminders; and the rows a data export holds. Lifecycle columns are written
 * only with what `src/server/domain/intro-lifecycle.ts` decided.
 */
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { insertJsonRowsSql, jsonRows, type ColumnKey } from '../../../db/json-rows';
import { preparedFor, prepareSql } from '../../../db/prepared';
import {
  candidates,
  companies,
  companyMembers,
  introRequests,
  planUsage,
  users,
} from '../../../db/schema/index';
import {
  CALL_REMINDERS_MS,
  CANDIDATE_REMINDER_AFTER_MS,
  EXPIRE_AFTER_MS,
  REMINDER_AFTER_MS,
  STALE_AFTER_MS,
  type IntroStatus,
} from '../../../shared/intro-requests/schemas';
import { insertEmailsSql } from '../../platform/email/outbox.repo';
import { containsPattern } from '../../platform/lib/sql-like';
import {
  appendEventsCtes,
  eventsFromJsonSql,
  toAppended,
  type AppendedEvent,
  type NewStreamEvent,
} from '../../platform/stream-events.repo';
import { insertNotificationsSql } from '../notifications';
import { countIntroRequestSql, takeIntroAllowanceSql, verifiedDomainSql } from '../companies';
import { pageOffset, rowsWithTotal, type PageRequest } from '../../platform/lib/paging';

export type IntroRow = typeof introRequests.$inferSelect;

const companyUser = alias(users, 'company_user');
/** The member who speaks for the company on a request (docs/decisions/073). */
const contact = alias(companyMembers, 'contact');

/**
 * The company's side of a request: the member who asked while they are on the team, else the
 * owner (issue #33 item 7, docs/decisions/073) — exactly one active member.
 */
/** A member who hears of a request's answers (issue #33 item 7): by their choice. */
export interface AnswerRecipient {
  userId: string;
  email: string;
  fullName: string;
}

/**
 * The members who hear of the company's side of a request, as a JSON array of
 * `AnswerRecipient` (issue #33 item 7): those who chose all of the company's answers, and the
 * request's contact (`contactUserId`: who asked, else the owner) unless they chose none.
 */
function answerRecipientsSql(
  companyId: SQL | typeof companies.id,
  contactUserId: SQL | typeof contact.userId,
) {
  return sql<AnswerRecipient[]>`(select coalesce(json_agg(json_build_object(
      'userId', cm.user_id, 'email', u.email, 'fullName', cm.full_name) order by cm.joined_at), '[]')
    from ${companyMembers} cm join ${users} u on u.id = cm.user_id
    where cm.company_id = ${companyId} and cm.removed_at is null
      and (cm.notify_answers = 'all' or (cm.notify_answers = 'mine' and cm.user_id = ${contactUserId})))`;
}

const contactOfIntro = and(
  eq(contact.companyId, introRequests.companyId),
  isNull(contact.removedAt),
  sql`(${contact.userId} = ${introRequests.requestedBy} or (${contact.role} = 'owner' and not exists (
    select 1 from ${companyMembers} m where m.user_id = ${introRequests.requestedBy}
    and m.company_id = ${introRequests.companyId} and m.removed_at is null)))`,
);

/** The candidate's name, contact details and résumé key, as intro pages and e-mails need them. */
const candidateColumns = {
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  role: candidates.role,
  calendarUrl: candidates.calendarUrl,
  linkedinUrl: candidates.linkedinUrl,
  portfolioUrl: candidates.portfolioUrl,
  githubUrl: candidates.githubUrl,
  personalSiteUrl: candidates.personalSiteUrl,
  resumeKey: candidates.resumeKey,
  /** The candidate's stated expectation, which the company's pay is compared with (issue #35). */
  salaryRange: candidates.salaryRange,
  email: users.email,
};
export type IntroCandidate = {
  [K in keyof typeof candidateColumns]: K extends 'email'
    ? string
    : (typeof candidates.$inferSelect)[Exclude<K, 'email'>];
};

function withParties(db: Db) {
  return db
    .select({
      intro: introRequests,
      candidate: candidateColumns,
      company: {
        companyName: companies.companyName,
        /** The name of the member who speaks for the company (docs/decisions/073). */
        fullName: contact.fullName,
        hiringRoles: companies.hiringRoles,
        planTier: companies.planTier,
        timezone: companies.timezone,
        email: companyUser.email,
        /** The member who speaks for the company, and their title. */
        userId: contact.userId,
        memberTitle: contact.jobTitle,
        /** Who hears of the company's side (issue #33 item 7). */
        recipients: answerRecipientsSql(companies.id, contact.userId),
        /** Its verified domain for the badge (docs/decisions/079), or null. */
        verifiedDomain: verifiedDomainSql(companies.id),
      },
    })
    .from(introRequests)
    .innerJoin(candidates, eq(candidates.id, introRequests.candidateId))
    .innerJoin(users, eq(users.id, introRequests.candidateId))
    .innerJoin(companies, eq(companies.id, introRequests.companyId))
    .innerJoin(contact, contactOfIntro)
    .innerJoin(companyUser, eq(companyUser.id, contact.userId));
}

/**
 * Which request: by id (optionally only if it is this company's or this candidate's), or by the
 * hash of its response link's token.
 */
export type IntroSelector =
  { id: string; companyId?: string; candidateId?: string } | { responseTokenHash: string };

function whereOf(selector: IntroSelector): SQL {
  if ('responseTokenHash' in selector)
    return eq(introRequests.responseTokenHash, selector.responseTokenHash);
  const where = [eq(introRequests.id, selector.id)];
  if (selector.companyId) where.push(eq(introRequests.companyId, selector.companyId));
  if (selector.candidateId) where.push(eq(introRequests.candidateId, selector.candidateId));
  return and(...where)!;
}

/**
 * An intro request with the names and addresses its e-mails and pages need, or undefined.
 * `lock: true` takes the request's row lock (FOR UPDATE of `intro_requests` only) for a
 * lifecycle step in the caller's transaction.
 */
export async function findIntroWithParties(
  db: Db,
  selector: IntroSelector,
  options: { lock?: boolean } = {},
) {
  const query = withParties(db).where(whereOf(selector)).limit(1);
  const [row] = await (options.lock ? query.for('update', { of: introRequests }) : query);
  return row;
}
export type IntroWithParties = NonNullable<Awaited<ReturnType<typeof findIntroWithParties>>>;

const candidateUser = alias(users, 'candidate_user');

/**
 * What a new intro request of `companyId` for `candidateId` is decided on (spec 1 §4, §7), read
 * in one round trip (docs/decisions/052): the company with its e-mail, the candidate with theirs
 * (null when there is none), the pair's request (null when there is none yet) and how many
 * requests the company's free allowance counted in `month` (`YYYY-MM-01`, 0 when none).
 * @returns undefined when there is no such company.
 */
export async function findRequestContext(
  db: Db,
  input: { companyId: string; requesterId: string; candidateId: string; month: string },
) {
  const [row] = await preparedFor(db, 'find_request_context', (d) =>
    d
      .select({
        company: companies,
        companyEmail: companyUser.email,
        requesterName: contact.fullName,
        requesterTitle: contact.jobTitle,
        recipients: answerRecipientsSql(companies.id, contact.userId),
        verifiedDomain: verifiedDomainSql(companies.id),
        candidate: candidates,
        candidateEmail: candidateUser.email,
        known: introRequests,
        used: planUsage.introRequests,
      })
      .from(companies)
      // The requester, who must be an active member of the company (docs/decisions/073).
      .innerJoin(
        contact,
        and(
          eq(contact.companyId, companies.id),
          eq(contact.userId, sql.placeholder('requesterId')),
          isNull(contact.removedAt),
        ),
      )
      .innerJoin(companyUser, eq(companyUser.id, contact.userId))
      .leftJoin(candidates, eq(candidates.id, sql.placeholder('candidateId')))
      .leftJoin(candidateUser, eq(candidateUser.id, candidates.id))
      .leftJoin(
        introRequests,
        and(
          eq(introRequests.companyId, companies.id),
          eq(introRequests.candidateId, candidates.id),
        ),
      )
      .leftJoin(
        planUsage,
        and(eq(planUsage.companyId, companies.id), eq(planUsage.month, sql.placeholder('month'))),
      )
      .where(eq(companies.id, sql.placeholder('companyId')))
      .limit(1)
      .prepare('find_request_context'),
  ).execute(input);
  if (!row) return undefined;
  return {
    company: {
      ...row.company,
      email: row.companyEmail,
      fullName: row.requesterName,
      userId: input.requesterId,
      memberTitle: row.requesterTitle,
      recipients: row.recipients,
      verifiedDomain: row.verifiedDomain,
    },
    candidate:
      row.candidate && row.candidateEmail !== null
        ? { ...row.candidate, email: row.candidateEmail }
        : null,
    known: row.known,
    usedThisMonth: row.used ?? 0,
  };
}

/**
 * The pair's request, or undefined; `lock: true` takes its row lock for the caller's
 * transaction (a re-request).
 */
export async function findIntroByPair(
  db: Db,
  companyId: string,
  candidateId: string,
  options: { lock?: boolean } = {},
): Promise<IntroRow | undefined> {
  const query = (d: Db) =>
    d
      .select()
      .from(introRequests)
      .where(
        and(
          eq(introRequests.companyId, sql.placeholder('companyId')),
          eq(introRequests.candidateId, sql.placeholder('candidateId')),
        ),
      )
      .limit(1);
  const [row] = await (
    options.lock
      ? preparedFor(db, 'find_intro_by_pair_locked', (d) =>
          query(d).for('update').prepare('find_intro_by_pair_locked'),
        )
      : preparedFor(db, 'find_intro_by_pair', (d) => query(d).prepare('find_intro_by_pair'))
  ).execute({ companyId, candidateId });
  return row;
}

/** The company's requests with these candidates, keyed by candidate id (feed cards). */
export async function findIntrosOfCompany(
  db: Db,
  companyId: string,
  candidateIds: string[],
): Promise<Map<string, IntroRow>> {
  if (candidateIds.length === 0) return new Map();
  // Prepared (the ids as one array parameter): read on every feed page a company opens.
  const rows = await preparedFor(db, 'find_intros_of_company', (d) =>
    d
      .select()
      .from(introRequests)
      .where(
        and(
          eq(introRequests.companyId, sql.placeholder('companyId')),
          sql`${introRequests.candidateId} = any(${sql.placeholder('candidateIds')}::uuid[])`,
        ),
      )
      .prepare('find_intros_of_company'),
  ).execute({ companyId, candidateIds });
  return new Map(rows.map((r) => [r.candidateId, r]));
}

/** Sets these fields and stamps `updated_at`. */
export async function updateIntro(
  db: Db,
  id: string,
  values: Partial<typeof introRequests.$inferInsert>,
): Promise<IntroRow> {
  const [row] = await db
    .update(introRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(introRequests.id, id))
    .returning();
  return row!;
}

/** A first request's writes: what `insertIntroWithEffects` stores in one statement. */
export interface NewIntroWithEffects {
  /** The request, its id, times and state already drawn (`created_at`/`updated_at`: now()). */
  intro: IntroRow;
  /** The month (`YYYY-MM-01`) whose free allowance it takes, under `limit`; null: not counted. */
  allowance: { month: string; limit: number } | null;
  /** Its notifications (`notificationsJson`), their stream events, its e-mails (`emailsJson`). */
  notificationsJson: string;
  events: NewStreamEvent[];
  emailsJson: string;
}

/**
 * Stores a first request in one statement, so one round trip and one transaction
 * (docs/decisions/052): the free allowance taken if it is counted, then — only if it could be —
 * the request, its notifications with their stream events, its e-mails, and the company's count
 * of requests. Nothing is written when the allowance is used up.
 * @returns whether it was stored (false: the allowance is used up) and the events appended.
 * @throws the unique violation of `intro_requests_company_candidate_key` when the pair already has
 *   a request (one made meanwhile).
 */
export async function insertIntroWithEffects(
  db: Db,
  values: NewIntroWithEffects,
): Promise<{ stored: boolean; appended: AppendedEvent[] }> {
  const { intro } = values;
  const {
    rows: [row],
  } = await preparedFor(db, 'insert_intro_with_effects', prepareInsertWithEffects).execute({
    companyId: intro.companyId,
    month: values.allowance?.month ?? null,
    limit: values.allowance?.limit ?? 0,
    intro: jsonRows(introRequests, introInsertColumns, [intro]),
    notifications: values.notificationsJson,
    events: JSON.stringify(values.events),
    emails: values.emailsJson,
  });
  return { stored: row!.stored, appended: toAppended(row!.appended) };
}

/** The columns a first request gives: all but the row's own times (now() in the statement). */
const introInsertColumns = (
  Object.keys(getTableColumns(introRequests)) as ColumnKey<typeof introRequests>[]
).filter((key) => key !== 'createdAt' && key !== 'updatedAt');

/** The statement of `insertIntroWithEffects`, prepared (planned once per connection). */
function prepareInsertWithEffects(db: Db) {
  const companyId = sql`${sql.placeholder('companyId')}::uuid`;
  const month = sql`${sql.placeholder('month')}::date`;
  const limit = sql`${sql.placeholder('limit')}::int`;
  return prepareSql<{ stored: boolean; appended: { u: string; i: string | number }[] }>(
    db,
    'insert_intro_with_effects',
    sql`
    with taken as (${takeIntroAllowanceSql(companyId, month, limit)}),
    allowed as (select 1 as ok where ${month} is null or exists (select 1 from taken)),
    intro as (
      ${insertJsonRowsSql(introRequests, introInsertColumns, sql`${sql.placeholder('intro')}::jsonb`, { from: sql`allowed` })}
      returning id
    ),
    n as (${insertNotificationsSql(sql`${sql.placeholder('notifications')}::jsonb`, sql`intro`)}),
    m as (${insertEmailsSql(sql`${sql.placeholder('emails')}::jsonb`, sql`intro`)}),
    counted as (${countIntroRequestSql(companyId, sql`exists (select 1 from intro)`)}),
    events as (${eventsFromJsonSql(sql`${sql.placeholder('events')}::jsonb`, sql`intro`)}),
    ${appendEventsCtes}
    select exists (select 1 from intro) as stored,
           coalesce((select json_agg(json_build_object('u', user_id, 'i', id)) from appended), '[]') as appended`,
  );
}

/**
 * Ids of requests that may have a timer due at `now` — a prefilter on the indexed columns; the
 * lifecycle decides again under each row's lock (issue #17).
 */
export async function findTimerCandidates(
  db: Db,
  timer: 'expire' | 'remind_candidate' | 'remind' | 'close_stale' | 'call_reminder',
  now: Date,
  limit: number,
): Promise<string[]> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const unbooked = inArray(introRequests.status, ['accepted', 'meeting_scheduled']);
  const where: Record<typeof timer, SQL> = {
    expire: and(
      eq(introRequests.status, 'requested'),
      lte(introRequests.requestedAt, ago(EXPIRE_AFTER_MS)),
    )!,
    remind_candidate: and(
      eq(introRequests.status, 'requested'),
      isNull(introRequests.candidateReminderSentAt),
      lte(introRequests.requestedAt, ago(CANDIDATE_REMINDER_AFTER_MS)),
    )!,
    remind: and(
      unbooked,
      isNull(introRequests.meetingReminderSentAt),
      lt(introRequests.answeredAt, ago(REMINDER_AFTER_MS)),
    )!,
    close_stale: and(unbooked, lte(introRequests.answeredAt, ago(STALE_AFTER_MS)))!,
    call_reminder: and(
      eq(introRequests.status, 'meeting_marked_by_company'),
      gt(introRequests.meetingTime, now),
      lte(introRequests.meetingTime, new Date(now.getTime() + CALL_REMINDERS_MS['24h'])),
      or(isNull(introRequests.callReminder24hSentAt), isNull(introRequests.callReminder1hSentAt)),
    )!,
  };
  const rows = await db
    .select({ id: introRequests.id })
    .from(introRequests)
    .where(where[timer])
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The company's intro requests with the candidates' names and contact columns, newest first. */
export async function listForCompany(db: Db, companyId: string, limit: number, offset: number) {
  return db
    .select({ intro: introRequests, candidate: candidateColumns })
    .from(introRequests)
    .innerJoin(candidates, eq(candidates.id, introRequests.candidateId))
    .innerJoin(users, eq(users.id, introRequests.candidateId))
    .where(eq(introRequests.companyId, companyId))
    .orderBy(desc(introRequests.requestedAt), desc(introRequests.id))
    .limit(limit)
    .offset(offset);
}

export async function countForCompany(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(introRequests)
    .where(eq(introRequests.companyId, companyId));
  return Number(row?.n ?? 0);
}

/** The candidate's intro requests with company names, newest first. */
export async function listForCandidate(db: Db, candidateId: string) {
  return db
    .select({
      intro: introRequests,
      companyName: companies.companyName,
      companyHiringRoles: companies.hiringRoles,
      /** The Verified badge (docs/decisions/079). */
      companyVerifiedDomain: verifiedDomainSql(companies.id),
    })
    .from(introRequests)
    .innerJoin(companies, eq(companies.id, introRequests.companyId))
    .where(eq(introRequests.candidateId, candidateId))
    .orderBy(desc(introRequests.requestedAt), desc(introRequests.id));
}

/** One side of a request: the company that asked or the candidate asked. */
export type IntroParty = { companyId: string } | { candidateId: string };

function ofParty(party: IntroParty): SQL {
  return 'companyId' in party
    ? eq(introRequests.companyId, party.companyId)
    : eq(introRequests.candidateId, party.candidateId);
}

/** The requests a user is part of, on either side. */
const ofUser = (userId: string) =>
  or(eq(introRequests.companyId, userId), eq(introRequests.candidateId, userId))!;

/** Every request of one company or one candidate, newest first, for their data export. */
export async function listIntrosOf(db: Db, party: IntroParty) {
  return db
    .select()
    .from(introRequests)
    .where(ofParty(party))
    .orderBy(desc(introRequests.requestedAt));
}

/** How many requests one company made or one candidate received (Quick Stats, spec 2 §2). */
export async function countOf(db: Db, party: IntroParty): Promise<number> {
  const [row] = await db.select({ n: count() }).from(introRequests).where(ofParty(party));
  return Number(row?.n ?? 0);
}

/** How many requests a user is part of, on either side (the admin's deletion view). */
export async function countIntrosOfUser(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(introRequests).where(ofUser(userId));
  return Number(row?.n ?? 0);
}

/** Deletes the requests a user is part of (account deletion); returns how many. */
export async function deleteIntrosOfUser(db: Db, userId: string): Promise<number> {
  const rows = await db
    .delete(introRequests)
    .where(ofUser(userId))
    .returning({ id: introRequests.id });
  return rows.length;
}

/** The admin's filters of the intro log (spec 2 §2 "/admin/intro-requests"). */
export interface IntroFilters extends PageRequest {
  company?: string;
  candidate?: string;
  status?: IntroStatus;
}

const candidateName = sql<string>`${candidates.firstName} || ' ' || ${candidates.lastName}`;

function adminConditions(f: IntroFilters): SQL | undefined {
  const where: SQL[] = [];
  if (f.company) where.push(ilike(companies.companyName, containsPattern(f.company)));
  if (f.candidate) where.push(ilike(candidateName, containsPattern(f.candidate)));
  if (f.status) where.push(eq(introRequests.status, f.status));
  return where.length ? and(...where) : undefined;
}

function namedRows(db: Db) {
  return db
    .select({
      intro: introRequests,
      companyName: companies.companyName,
      candidateName,
      candidateRole: candidates.role,
    })
    .from(introRequests)
    .innerJoin(companies, eq(companies.id, introRequests.companyId))
    .innerJoin(candidates, eq(candidates.id, introRequests.candidateId));
}

/** An intro request with its company's name and its candidate's name and role. */
export type IntroWithNames = Awaited<ReturnType<typeof namedRows>>[number];

/** One page of the intro requests matching the admin's filters, newest first, with the total. */
export async function listIntrosForAdmin(db: Db, f: IntroFilters) {
  const where = adminConditions(f);
  return rowsWithTotal(
    namedRows(db)
      .where(where)
      .orderBy(desc(introRequests.requestedAt), desc(introRequests.id))
      .limit(f.limit)
      .offset(pageOffset(f)),
    db
      .select({ n: count() })
      .from(introRequests)
      .innerJoin(companies, eq(companies.id, introRequests.companyId))
      .innerJoin(candidates, eq(candidates.id, introRequests.candidateId))
      .where(where),
  );
}

/** The intro request with this id and its names, or undefined. */
export async function findIntroWithNames(db: Db, id: string): Promise<IntroWithNames | undefined> {
  const [row] = await namedRows(db).where(eq(introRequests.id, id));
  return row;
}

/** Approved candidates whose request from this company is in one of `statuses`, by name. */
export async function listCandidatesWithIntroIn(
  db: Db,
  companyId: string,
  statuses: readonly IntroStatus[],
) {
  return db
    .select({
      id: candidates.id,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      role: candidates.role,
    })
    .from(introRequests)
    .innerJoin(candidates, eq(candidates.id, introRequests.candidateId))
    .where(
      and(
        eq(introRequests.companyId, companyId),
        inArray(introRequests.status, [...statuses]),
        eq(candidates.status, 'approved'),
      ),
    )
    .orderBy(candidates.firstName, candidates.lastName);
}
