/**
 * Intro and gig oversight (spec 2 §2 "/admin/intro-requests", "/admin/intros-and-gigs", §4): lists
 * with filters, the intro status selector with its side effects, the meeting-scheduled shortcut,
 * reminders, gig status and deletion, and CSV exports of all filtered rows. Every write is logged
 * with the admin's id in the admin edit log, under the company concerned.
 */
import { aliasedTable, and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { candidates, companies, gigs, introRequests, users } from '../../../db/schema';
import type { AdminGigRow, AdminIntroRow } from '../../../shared/admin/schemas';
import type { GigStatus } from '../../../shared/gigs/schemas';
import type { IntroStatus } from '../../../shared/intro-requests/schemas';
import type { AppContext } from '../../context';
import { notify, templateContext } from '../../email/notify';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { containsPattern } from '../../lib/sql-like';
import { insertEditLog } from './admin-audit';
import { toCsv } from './csv';

/** The most rows one export may hold. */
export const EXPORT_LIMIT = 50_000;

export interface IntroFilters {
  company?: string;
  candidate?: string;
  status?: string;
  page: number;
  limit: number;
}

const candidateName = sql<string>`${candidates.firstName} || ' ' || ${candidates.lastName}`;

function introConditions(f: IntroFilters): SQL | undefined {
  const where: SQL[] = [];
  if (f.company) where.push(ilike(companies.companyName, containsPattern(f.company)));
  if (f.candidate) where.push(ilike(candidateName, containsPattern(f.candidate)));
  if (f.status) where.push(eq(introRequests.status, f.status as IntroStatus));
  return where.length ? and(...where) : undefined;
}

function introRows(db: Db) {
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

function toIntroRow(r: {
  intro: typeof introRequests.$inferSelect;
  companyName: string;
  candidateName: string;
  candidateRole: string;
}): AdminIntroRow {
  const i = r.intro;
  return {
    id: i.id,
    companyId: i.companyId,
    companyName: r.companyName,
    candidateId: i.candidateId,
    candidateName: r.candidateName,
    candidateRole: r.candidateRole,
    status: i.status,
    requestedAt: i.requestedAt.toISOString(),
    meetingScheduled: i.meetingScheduled,
    meetingMarkedByCompany: i.meetingMarkedByCompany,
    meetingCompleted: i.meetingCompleted,
    meetingTime: i.meetingTime?.toISOString() ?? null,
    meetingReminderSentAt: i.meetingReminderSentAt?.toISOString() ?? null,
    candidateResponse: i.candidateResponse,
  };
}

/** Intro requests, newest first. */
export async function listIntros(db: Db, f: IntroFilters) {
  const where = introConditions(f);
  const [rows, [total]] = await Promise.all([
    introRows(db)
      .where(where)
      .orderBy(desc(introRequests.requestedAt), desc(introRequests.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db
      .select({ n: count() })
      .from(introRequests)
      .innerJoin(companies, eq(companies.id, introRequests.companyId))
      .innerJoin(candidates, eq(candidates.id, introRequests.candidateId))
      .where(where),
  ]);
  return {
    items: rows.map(toIntroRow),
    total: Number(total?.n ?? 0),
    page: f.page,
    pageSize: f.limit,
  };
}

async function findIntro(db: Db, id: string) {
  if (!isUuid(id))
    throw new AppError(
      'NOT_FOUND',
      'Could not find the intro request to update.',
      undefined,
      'Update Error',
    );
  const [row] = await introRows(db).where(eq(introRequests.id, id));
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      'Could not find the intro request to update.',
      undefined,
      'Update Error',
    );
  return row;
}

/** The fields each admin-set status implies (spec 2 §4: scheduling statuses also mark the meeting scheduled). */
function sideEffects(
  status: IntroStatus,
  i: typeof introRequests.$inferSelect,
  now: Date,
): Partial<typeof introRequests.$inferInsert> {
  switch (status) {
    case 'accepted':
      return {
        candidateResponse: 'accepted',
        candidateResponseDate: i.candidateResponseDate ?? now,
        acceptedAt: i.acceptedAt ?? now,
      };
    case 'declined':
      return {
        candidateResponse: 'declined',
        candidateResponseDate: i.candidateResponseDate ?? now,
      };
    case 'meeting_scheduled':
      return { meetingScheduled: true, meetingTime: i.meetingTime ?? now };
    case 'meeting_marked_by_company':
      return {
        meetingScheduled: true,
        meetingMarkedByCompany: true,
        meetingTime: i.meetingTime ?? now,
      };
    case 'meeting_completed':
      return { meetingScheduled: true, meetingCompleted: true, meetingTime: i.meetingTime ?? now };
    default:
      return {};
  }
}

/** Sets any intro status, with its side effects ('Intro Status Updated'). */
export async function setIntroStatus(
  ctx: AppContext,
  adminId: string,
  id: string,
  status: IntroStatus,
) {
  return ctx.db.transaction(async (tx) => {
    const row = await findIntro(tx, id);
    const now = new Date();
    await tx
      .update(introRequests)
      .set({ status, ...sideEffects(status, row.intro, now), updatedAt: now })
      .where(eq(introRequests.id, id));
    await insertEditLog(tx, {
      adminId,
      editedUserId: row.intro.companyId,
      userType: 'company',
      userName: row.companyName,
      changes: { [`intro_request:${id}:status`]: { previous: row.intro.status, new: status } },
    });
    return toIntroRow(await findIntro(tx, id));
  });
}

/** The Intro Activity shortcut: only for accepted intros whose meeting is not scheduled yet. */
export async function markMeetingScheduled(ctx: AppContext, adminId: string, id: string) {
  const row = await findIntro(ctx.db, id);
  if (row.intro.status !== 'accepted' || row.intro.meetingScheduled) {
    throw new AppError(
      'CONFLICT',
      'Only an accepted intro without a scheduled meeting can be marked scheduled.',
    );
  }
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(introRequests)
      .set({ meetingScheduled: true, meetingTime: row.intro.meetingTime ?? now, updatedAt: now })
      .where(eq(introRequests.id, id));
    await insertEditLog(tx, {
      adminId,
      editedUserId: row.intro.companyId,
      userType: 'company',
      userName: row.companyName,
      changes: { [`intro_request:${id}:meeting_scheduled`]: { previous: false, new: true } },
    });
    return toIntroRow(await findIntro(tx, id));
  });
}

/** Sends the company its booking reminder now ('Reminder Sent' / 'Reminder email sent to {company}'). */
export async function sendReminder(ctx: AppContext, adminId: string, id: string) {
  const row = await findIntro(ctx.db, id);
  const companyUser = aliasedTable(users, 'company_user');
  const [company] = await ctx.db
    .select({
      email: companyUser.email,
      fullName: companies.fullName,
      calendarUrl: candidates.calendarUrl,
    })
    .from(companies)
    .innerJoin(companyUser, eq(companyUser.id, companies.id))
    .innerJoin(candidates, eq(candidates.id, row.intro.candidateId))
    .where(eq(companies.id, row.intro.companyId));
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(introRequests)
      .set({ meetingReminderSentAt: new Date(), updatedAt: new Date() })
      .where(eq(introRequests.id, id));
    await notify(tx, templateContext(ctx.config), 'companyMeetingReminderSelf', {
      companyEmail: company!.email,
      companyFirstName: company!.fullName.split(/\s+/)[0] ?? company!.fullName,
      candidateName: row.candidateName,
      candidateCalendarUrl: company!.calendarUrl,
    });
    await insertEditLog(tx, {
      adminId,
      editedUserId: row.intro.companyId,
      userType: 'company',
      userName: row.companyName,
      changes: {
        [`intro_request:${id}:reminder_sent`]: {
          previous: row.intro.meetingReminderSentAt?.toISOString() ?? null,
          new: new Date().toISOString(),
        },
      },
    });
  });
  return { companyName: row.companyName };
}

/** All filtered intro requests as `intro_requests_export.csv` text. */
export async function exportIntros(db: Db, f: Omit<IntroFilters, 'page' | 'limit'>) {
  const { items } = await listIntros(db, { ...f, page: 1, limit: EXPORT_LIMIT });
  return {
    count: items.length,
    csv: toCsv<AdminIntroRow>(
      [
        { header: 'id', value: (r) => r.id },
        { header: 'company', value: (r) => r.companyName },
        { header: 'candidate', value: (r) => r.candidateName },
        { header: 'candidate_role', value: (r) => r.candidateRole },
        { header: 'status', value: (r) => r.status },
        { header: 'requested_on', value: (r) => r.requestedAt },
        { header: 'meeting_scheduled', value: (r) => r.meetingScheduled },
        { header: 'meeting_marked_by_company', value: (r) => r.meetingMarkedByCompany },
        { header: 'meeting_completed', value: (r) => r.meetingCompleted },
        { header: 'meeting_time', value: (r) => r.meetingTime },
        { header: 'meeting_reminder_sent_at', value: (r) => r.meetingReminderSentAt },
        { header: 'candidate_response', value: (r) => r.candidateResponse },
      ],
      items,
    ),
  };
}

export interface GigFilters {
  company?: string;
  search?: string;
  status?: string;
  page: number;
  limit: number;
}

function gigConditions(f: GigFilters): SQL | undefined {
  const where: SQL[] = [];
  if (f.company) where.push(ilike(companies.companyName, containsPattern(f.company)));
  if (f.search)
    where.push(
      or(
        ilike(gigs.title, containsPattern(f.search)),
        ilike(candidateName, containsPattern(f.search)),
      )!,
    );
  if (f.status) where.push(eq(gigs.status, f.status as GigStatus));
  return where.length ? and(...where) : undefined;
}

function gigRows(db: Db) {
  return db
    .select({
      gig: gigs,
      companyName: companies.companyName,
      candidateName: sql<
        string | null
      >`case when ${candidates.id} is null then null else ${candidateName} end`,
    })
    .from(gigs)
    .innerJoin(companies, eq(companies.id, gigs.companyId))
    .leftJoin(candidates, eq(candidates.id, gigs.preferredCandidateId));
}

function toGigRow(r: {
  gig: typeof gigs.$inferSelect;
  companyName: string;
  candidateName: string | null;
}): AdminGigRow {
  return {
    id: r.gig.id,
    title: r.gig.title,
    companyName: r.companyName,
    roleCategory: r.gig.roleCategory,
    budgetRange: r.gig.budgetRange,
    estimatedDuration: r.gig.estimatedDuration,
    startDate: r.gig.startDate,
    status: r.gig.status,
    preferredCandidateName: r.candidateName,
    candidateResponse: r.gig.candidateResponse,
    createdAt: r.gig.createdAt.toISOString(),
  };
}

export async function listGigs(db: Db, f: GigFilters) {
  const where = gigConditions(f);
  const [rows, [total]] = await Promise.all([
    gigRows(db)
      .where(where)
      .orderBy(desc(gigs.createdAt), desc(gigs.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db
      .select({ n: count() })
      .from(gigs)
      .innerJoin(companies, eq(companies.id, gigs.companyId))
      .leftJoin(candidates, eq(candidates.id, gigs.preferredCandidateId))
      .where(where),
  ]);
  return {
    items: rows.map(toGigRow),
    total: Number(total?.n ?? 0),
    page: f.page,
    pageSize: f.limit,
  };
}

async function findGig(db: Db, id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'Gig not found.');
  const [row] = await gigRows(db).where(eq(gigs.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Gig not found.');
  return row;
}

/** Admins may set any of the five gig statuses (spec 2 §4). */
export async function setGigStatus(
  ctx: AppContext,
  adminId: string,
  id: string,
  status: GigStatus,
) {
  return ctx.db.transaction(async (tx) => {
    const row = await findGig(tx, id);
    await tx.update(gigs).set({ status, updatedAt: new Date() }).where(eq(gigs.id, id));
    await insertEditLog(tx, {
      adminId,
      editedUserId: row.gig.companyId,
      userType: 'company',
      userName: row.companyName,
      changes: { [`gig:${id}:status`]: { previous: row.gig.status, new: status } },
    });
    return toGigRow(await findGig(tx, id));
  });
}

export async function deleteGig(ctx: AppContext, adminId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await findGig(tx, id);
    await tx.delete(gigs).where(eq(gigs.id, id));
    await insertEditLog(tx, {
      adminId,
      editedUserId: row.gig.companyId,
      userType: 'company',
      userName: row.companyName,
      changes: { [`gig:${id}`]: { previous: row.gig.title, new: null } },
    });
  });
}

/** All filtered gigs as `gigs_export.csv` text. */
export async function exportGigs(db: Db, f: Omit<GigFilters, 'page' | 'limit'>) {
  const { items } = await listGigs(db, { ...f, page: 1, limit: EXPORT_LIMIT });
  return {
    count: items.length,
    csv: toCsv<AdminGigRow>(
      [
        { header: 'id', value: (r) => r.id },
        { header: 'title', value: (r) => r.title },
        { header: 'company', value: (r) => r.companyName },
        { header: 'role_category', value: (r) => r.roleCategory },
        { header: 'budget', value: (r) => r.budgetRange },
        { header: 'duration', value: (r) => r.estimatedDuration },
        { header: 'start_date', value: (r) => r.startDate },
        { header: 'status', value: (r) => r.status },
        { header: 'preferred_candidate', value: (r) => r.preferredCandidateName },
        { header: 'candidate_response', value: (r) => r.candidateResponse },
        { header: 'created_at', value: (r) => r.createdAt },
      ],
      items,
    ),
  };
}
