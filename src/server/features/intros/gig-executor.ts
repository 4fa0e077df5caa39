/**
 * The one path of every gig event (issue #32 item 3; spec 2 §4 "Gig"; docs/decisions/024, 040,
 * 072): the lifecycle (`applyGigEvent`) decides at `ctx.now()`, and this executor writes the gig
 * and all of the step's effects in the caller's transaction — the notifications the lifecycle
 * names and the e-mails it names (`gigProposedToCandidate`, `gigAnsweredByCandidate`). A gig is
 * created through `createGig` (`post`, `propose`) and changed through `applyToGig` (under its row
 * lock: `complete`, `edit`, the candidate's answer, the admin's status); the company's pages,
 * the candidate's dashboard and the admin all go through one of the two.
 */
import type { Db } from '../../../db/client';
import { gigMessages } from '../../../shared/gigs/schemas';
import { applyGigEvent, type GigEvent, type GigTransition } from '../../domain/intro-lifecycle';
import { notify, templateContext } from '../../platform/email/notify';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/lib/app-error';
import { findCandidate } from '../candidates';
import { appendTeamEvents, findCompany, findCompanyContact } from '../companies';
import { writeGigNotifications } from '../notifications';
import * as repo from './gigs.repo';
import { refusalError } from './intro-executor';

/** Another company's gig and no gig at all get the same 404 (issue #30; docs/decisions/020). */
export const gigNotFound = () =>
  new AppError(
    'NOT_FOUND',
    gigMessages.notFound.description,
    undefined,
    gigMessages.notFound.title,
  );

/** The fields a gig is created with, but its status (the lifecycle's). */
export type NewGigValues = Omit<Parameters<typeof repo.insertGig>[1], 'status'>;

/**
 * Creates a gig by a creating event (`post`: open; `propose`: proposed to its preferred
 * candidate) and writes the step's notifications and e-mails, in `tx`.
 * @returns the stored gig.
 * @throws AppError CONFLICT with the lifecycle's text if it refuses (it does not for a new gig).
 */
export async function createGig(
  tx: Db,
  ctx: AppContext,
  event: 'post' | 'propose',
  values: NewGigValues,
): Promise<repo.GigRow> {
  const result = applyGigEvent(null, { type: event }, ctx.now());
  if (!result.ok) throw refusalError(result);
  const gig = await repo.insertGig(tx, { ...values, status: result.state.status });
  await writeGigEffects(tx, ctx, result, gig);
  return gig;
}

/**
 * The one way an existing gig changes: under its row lock, ask the lifecycle, write its changes
 * (with `values`, the form's fields of an `edit`), then the step's notifications and e-mails, in
 * `tx`.
 * @returns the gig before and after.
 * @throws AppError from `missing` (`gigNotFound`) when `which` matches nothing; CONFLICT with the lifecycle's
 *   text when it refuses; what `check` throws (run after the lifecycle allowed the step).
 */
export async function applyToGig(
  tx: Db,
  ctx: AppContext,
  which: repo.GigSelector,
  event: GigEvent,
  opts: {
    missing?: () => AppError;
    values?: Partial<NewGigValues>;
    check?: (gig: repo.GigRow) => Promise<void>;
  } = {},
): Promise<{ before: repo.GigRow; gig: repo.GigRow }> {
  const before = await repo.findGigForUpdate(tx, which);
  if (!before) throw (opts.missing ?? gigNotFound)();
  const result = applyGigEvent(before, event, ctx.now());
  if (!result.ok) throw refusalError(result);
  await opts.check?.(before);
  const gig = await repo.updateGig(tx, before.id, { ...opts.values, ...result.changes });
  await writeGigEffects(tx, ctx, result, gig);
  return { before, gig };
}

/**
 * Writes a gig step's notifications (docs/decisions/040) and e-mails, and the team's pipeline
 * event. A gig with no addressed candidate (an open one) tells nobody.
 */
async function writeGigEffects(
  tx: Db,
  ctx: AppContext,
  result: GigTransition,
  gig: repo.GigRow,
): Promise<void> {
  // Issue #34 item 3: a gig with a candidate may move their card; the team's boards hear of it.
  if (gig.preferredCandidateId)
    await appendTeamEvents(tx, gig.companyId, 'pipeline', {
      candidateId: gig.preferredCandidateId,
    });
  if (result.notifications.length === 0 && result.emails.length === 0) return;
  if (!gig.preferredCandidateId) return;
  const [company, contact, candidate] = await Promise.all([
    findCompany(tx, gig.companyId),
    findCompanyContact(tx, gig.companyId, gig.createdBy),
    findCandidate(tx, gig.preferredCandidateId),
  ]);
  if (!company || !contact || !candidate) return;
  const candidateName = `${candidate.firstName} ${candidate.lastName}`.trim();
  await writeGigNotifications(
    tx,
    result.notifications,
    {
      gigId: gig.id,
      title: gig.title,
      companyId: company.id,
      companyUserId: contact.userId,
      candidateId: candidate.id,
      companyName: company.companyName,
      candidateName,
    },
    ctx.now(),
  );
  const tctx = templateContext(ctx.config);
  for (const email of result.emails) {
    if (email === 'gigProposedToCandidate') {
      await notify(tx, tctx, 'gigProposedToCandidate', {
        candidateEmail: candidate.email,
        candidateFirstName: candidate.firstName,
        companyName: company.companyName,
        gigTitle: gig.title,
        budgetRange: gig.budgetRange,
        estimatedDuration: gig.estimatedDuration,
        startDate: gig.startDate,
      });
    } else if (email === 'gigAnsweredByCandidate') {
      await notify(tx, tctx, 'gigAnsweredByCandidate', {
        companyEmail: contact.email,
        companyContactName: contact.fullName,
        candidateName,
        gigTitle: gig.title,
        response: gig.candidateResponse === 'accepted' ? 'accepted' : 'declined',
      });
    }
  }
}
