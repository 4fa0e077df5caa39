/**
 * Intro and gig oversight (spec 2 §2 "/admin/intro-requests", "/admin/intros-and-gigs", §4): lists
 * with filters, the intro status selector with its side effects, the meeting-scheduled shortcut,
 * reminders, gig status and deletion, and CSV exports of all filtered rows. Every write is logged
 * with the admin's id in the admin edit log, under the company concerned.
 */
import type { Db } from '../../../db/client';
import type { introRequests } from '../../../db/schema';
import type { AdminGigRow, AdminIntroRow } from '../../../shared/admin/schemas';
import type { GigStatus } from '../../../shared/gigs/schemas';
import type { IntroStatus } from '../../../shared/intro-requests/schemas';
import type { AppContext } from '../../context';
import { notify, templateContext } from '../../email/notify';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import * as repo from './admin-activity.repo';
import type { GigFilters, GigWithNames, IntroFilters, IntroWithNames } from './admin-activity.repo';
import { insertEditLog } from './admin-audit.repo';
import { toCsv } from './csv';

export type { GigFilters, IntroFilters };

/** The most rows one export may hold. */
export const EXPORT_LIMIT = 50_000;

function toIntroRow(r: IntroWithNames): AdminIntroRow {
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
  const { rows, total } = await repo.listIntros(db, f);
  return { items: rows.map(toIntroRow), total, page: f.page, pageSize: f.limit };
}

async function findIntro(db: Db, id: string): Promise<IntroWithNames> {
  const row = isUuid(id) ? await repo.findIntro(db, id) : undefined;
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      'Could not find the intro request to update.',
      undefined,
      'Update Error',
    );
  return row;
}

/**
 * Logs an admin change to a company's intro request or gig in the edit log, under the company
 * (docs/decisions/009), with the record named in the field key.
 */
async function logCompanyChange(
  tx: Db,
  adminId: string,
  companyId: string,
  companyName: string,
  field: string,
  change: { previous: unknown; new: unknown },
) {
  await insertEditLog(tx, {
    adminId,
    editedUserId: companyId,
    userType: 'company',
    userName: companyName,
    changes: { [field]: change },
  });
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
    await repo.updateIntro(tx, id, {
      status,
      ...sideEffects(status, row.intro, now),
      updatedAt: now,
    });
    await logCompanyChange(
      tx,
      adminId,
      row.intro.companyId,
      row.companyName,
      `intro_request:${id}:status`,
      { previous: row.intro.status, new: status },
    );
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
    await repo.updateIntro(tx, id, {
      meetingScheduled: true,
      meetingTime: row.intro.meetingTime ?? now,
      updatedAt: now,
    });
    await logCompanyChange(
      tx,
      adminId,
      row.intro.companyId,
      row.companyName,
      `intro_request:${id}:meeting_scheduled`,
      { previous: false, new: true },
    );
    return toIntroRow(await findIntro(tx, id));
  });
}

/** Sends the company its booking reminder now ('Reminder Sent' / 'Reminder email sent to {company}'). */
export async function sendReminder(ctx: AppContext, adminId: string, id: string) {
  const row = await findIntro(ctx.db, id);
  const company = await repo.findReminderContacts(
    ctx.db,
    row.intro.companyId,
    row.intro.candidateId,
  );
  await ctx.db.transaction(async (tx) => {
    await repo.updateIntro(tx, id, { meetingReminderSentAt: new Date(), updatedAt: new Date() });
    await notify(tx, templateContext(ctx.config), 'companyMeetingReminderSelf', {
      companyEmail: company!.email,
      companyFirstName: company!.fullName.split(/\s+/)[0] ?? company!.fullName,
      candidateName: row.candidateName,
      candidateCalendarUrl: company!.calendarUrl,
    });
    await logCompanyChange(
      tx,
      adminId,
      row.intro.companyId,
      row.companyName,
      `intro_request:${id}:reminder_sent`,
      {
        previous: row.intro.meetingReminderSentAt?.toISOString() ?? null,
        new: new Date().toISOString(),
      },
    );
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

function toGigRow(r: GigWithNames): AdminGigRow {
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

/** Gigs matching the filters, newest first, with the total. */
export async function listGigs(db: Db, f: GigFilters) {
  const { rows, total } = await repo.listGigs(db, f);
  return { items: rows.map(toGigRow), total, page: f.page, pageSize: f.limit };
}

async function findGig(db: Db, id: string): Promise<GigWithNames> {
  const row = isUuid(id) ? await repo.findGig(db, id) : undefined;
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
    await repo.updateGigStatus(tx, id, status);
    await logCompanyChange(tx, adminId, row.gig.companyId, row.companyName, `gig:${id}:status`, {
      previous: row.gig.status,
      new: status,
    });
    return toGigRow(await findGig(tx, id));
  });
}

export async function deleteGig(ctx: AppContext, adminId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await findGig(tx, id);
    await repo.removeGig(tx, id);
    await logCompanyChange(tx, adminId, row.gig.companyId, row.companyName, `gig:${id}`, {
      previous: row.gig.title,
      new: null,
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
