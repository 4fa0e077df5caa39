/**
 * Intro and gig oversight (spec 2 §2 "/admin/intro-requests", "/admin/intros-and-gigs", §4): lists
 * with filters, the intro status selector with its side effects, the meeting-scheduled shortcut,
 * reminders, gig status and deletion, and CSV exports of all filtered rows. Every write is logged
 * with the admin's id in the admin edit log, under the company concerned.
 */
import type { Db } from '../../../db/client';
import type { AdminGigRow, AdminIntroRow } from '../../../shared/admin/schemas';
import type { GigStatus } from '../../../shared/gigs/schemas';
import type { IntroStatus } from '../../../shared/intro-requests/schemas';
import type { AppContext } from '../../platform/context';
import { introFacts, type IntroEvent } from '../../domain/intro-lifecycle';
import { AppError } from '../../platform/lib/app-error';
import { isUuid } from '../../platform/lib/ids';
import type { GigFilters, GigWithNames } from '../intros';
import { applyToGig } from '../intros';
import * as introsModule from '../intros';
import type { IntroFilters, IntroWithNames } from '../intros';
import { applyToIntro, compensationOf, introState } from '../intros';
import { formatCompensation } from '../../../shared/intro-requests/compensation';
import { insertEditLog } from '../audit';
import { toCsv } from './csv';
import { streamTransaction } from '../../platform/stream-events.repo';

/** The admin's filters as the query gives them: '' means any status. */
type Query<F extends { status?: string }> = Omit<F, 'status'> & { status?: F['status'] | '' };

/** The most rows one export may hold. */
export const EXPORT_LIMIT = 50_000;

function toIntroRow(r: IntroWithNames): AdminIntroRow {
  const i = r.intro;
  const facts = introFacts(introState(i), new Date());
  return {
    id: i.id,
    companyId: i.companyId,
    companyName: r.companyName,
    candidateId: i.candidateId,
    candidateName: r.candidateName,
    candidateRole: r.candidateRole,
    status: i.status,
    roleDescription: i.roleDescription,
    message: i.message,
    compensation: compensationOf(i),
    pay: formatCompensation(compensationOf(i)),
    requestedAt: i.requestedAt.toISOString(),
    meetingScheduled: facts.meetingScheduled,
    meetingMarkedByCompany: facts.meetingMarkedByCompany,
    meetingCompleted: facts.meetingCompleted,
    meetingTime: i.meetingTime?.toISOString() ?? null,
    meetingReminderSentAt: i.meetingReminderSentAt?.toISOString() ?? null,
    candidateResponse: facts.candidateResponse,
    outcome: i.outcome,
    outcomeReason: i.outcomeReason,
    outcomeNote: i.outcomeNote,
  };
}

/** Intro requests, newest first. */
export async function listIntros(db: Db, f: Query<IntroFilters>) {
  const { rows, total } = await introsModule.listIntrosForAdmin(db, {
    ...f,
    status: f.status || undefined,
  });
  return { items: rows.map(toIntroRow), total, page: f.page, pageSize: f.limit };
}

const introMissing = () =>
  new AppError(
    'NOT_FOUND',
    'Could not find the intro request to update.',
    undefined,
    'Update Error',
  );

/**
 * Logs an admin change to a company's intro request or gig in the edit log, under the company
 * (docs/decisions/009), with the record named in the field key.
 */
async function logCompanyChange(
  tx: Db,
  adminId: string,
  row: { companyId: string; companyName: string },
  field: string,
  change: { previous: unknown; new: unknown },
) {
  await insertEditLog(tx, {
    adminId,
    editedUserId: row.companyId,
    userType: 'company',
    userName: row.companyName,
    changes: { [field]: change },
  });
}

/**
 * Runs an admin event on an intro through the lifecycle and logs it, in one transaction.
 * @throws AppError NOT_FOUND 'Could not find the intro request to update.'; CONFLICT when the
 *   lifecycle refuses.
 */
async function adminIntroEvent(
  ctx: AppContext,
  adminId: string,
  id: string,
  event: IntroEvent,
  field: string,
  change: (
    before: IntroWithNames['intro'],
    after: IntroWithNames['intro'],
  ) => {
    previous: unknown;
    new: unknown;
  },
) {
  if (!isUuid(id)) throw introMissing();
  return streamTransaction(ctx.db, async (tx) => {
    const before = await introsModule.findIntroWithNames(tx, id);
    if (!before) throw introMissing();
    const after = await applyToIntro(tx, ctx, { id }, event, introMissing);
    await logCompanyChange(
      tx,
      adminId,
      { companyId: before.intro.companyId, companyName: before.companyName },
      `intro_request:${id}:${field}`,
      change(before.intro, after.intro),
    );
    return { ...before, intro: after.intro };
  });
}

/**
 * Sets any intro status ('Intro Status Updated'; spec 2 §4): the lifecycle's `admin_set_status`
 * fills or clears the step times the status implies (docs/decisions/012).
 */
export async function setIntroStatus(
  ctx: AppContext,
  adminId: string,
  id: string,
  status: IntroStatus,
) {
  const row = await adminIntroEvent(
    ctx,
    adminId,
    id,
    { type: 'admin_set_status', status },
    'status',
    (before, after) => ({ previous: before.status, new: after.status }),
  );
  return toIntroRow(row);
}

/** The Intro Activity shortcut: only for accepted intros whose meeting is not scheduled yet. */
export async function markMeetingScheduled(ctx: AppContext, adminId: string, id: string) {
  const row = await adminIntroEvent(
    ctx,
    adminId,
    id,
    { type: 'admin_mark_scheduled' },
    'meeting_scheduled',
    () => ({ previous: false, new: true }),
  );
  return toIntroRow(row);
}

/**
 * Sends the company its booking reminder now ('Reminder Sent' / 'Reminder email sent to
 * {company}'): for an accepted intro whose call is not booked; unlike the company's own, the
 * admin may send it again.
 */
export async function sendReminder(ctx: AppContext, adminId: string, id: string) {
  const row = await adminIntroEvent(
    ctx,
    adminId,
    id,
    { type: 'admin_remind' },
    'reminder_sent',
    (before, after) => ({
      previous: before.meetingReminderSentAt?.toISOString() ?? null,
      new: after.meetingReminderSentAt?.toISOString() ?? null,
    }),
  );
  return { companyName: row.companyName };
}

/** All filtered intro requests as `intro_requests_export.csv` text. */
export async function exportIntros(db: Db, f: Omit<Query<IntroFilters>, 'page' | 'limit'>) {
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
        { header: 'role_description', value: (r) => r.roleDescription },
        { header: 'message', value: (r) => r.message },
        { header: 'pay', value: (r) => r.pay },
        { header: 'requested_on', value: (r) => r.requestedAt },
        { header: 'meeting_scheduled', value: (r) => r.meetingScheduled },
        { header: 'meeting_marked_by_company', value: (r) => r.meetingMarkedByCompany },
        { header: 'meeting_completed', value: (r) => r.meetingCompleted },
        { header: 'meeting_time', value: (r) => r.meetingTime },
        { header: 'meeting_reminder_sent_at', value: (r) => r.meetingReminderSentAt },
        { header: 'candidate_response', value: (r) => r.candidateResponse },
        { header: 'outcome', value: (r) => r.outcome },
        { header: 'outcome_reason', value: (r) => r.outcomeReason },
        { header: 'outcome_note', value: (r) => r.outcomeNote },
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
export async function listGigs(db: Db, f: Query<GigFilters>) {
  const { rows, total } = await introsModule.listGigsForAdmin(db, {
    ...f,
    status: f.status || undefined,
  });
  return { items: rows.map(toGigRow), total, page: f.page, pageSize: f.limit };
}

async function findGig(db: Db, id: string): Promise<GigWithNames> {
  const row = isUuid(id) ? await introsModule.findGigWithNames(db, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Gig not found.');
  return row;
}

/** Admins may set any of the five gig statuses (spec 2 §4), through the lifecycle. */
export async function setGigStatus(
  ctx: AppContext,
  adminId: string,
  id: string,
  status: GigStatus,
) {
  return streamTransaction(ctx.db, async (tx) => {
    const row = await findGig(tx, id);
    const { gig } = await applyToGig(tx, ctx, { id }, { type: 'admin_set_status', status });
    await logCompanyChange(
      tx,
      adminId,
      { companyId: gig.companyId, companyName: row.companyName },
      `gig:${id}:status`,
      { previous: row.gig.status, new: gig.status },
    );
    return toGigRow({ ...row, gig });
  });
}

/** Deletes a gig ('Gig Deleted'), logged under its company. */
export async function deleteGig(ctx: AppContext, adminId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await findGig(tx, id);
    await introsModule.removeGig(tx, id);
    await logCompanyChange(
      tx,
      adminId,
      { companyId: row.gig.companyId, companyName: row.companyName },
      `gig:${id}`,
      { previous: row.gig.title, new: null },
    );
  });
}

/** All filtered gigs as `gigs_export.csv` text. */
export async function exportGigs(db: Db, f: Omit<Query<GigFilters>, 'page' | 'limit'>) {
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
