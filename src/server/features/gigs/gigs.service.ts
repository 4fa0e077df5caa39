/**
 * Gigs — paid trial projects (spec 2 §2 "Company gig screens", §4 "Gig", "Gig-proposal gate").
 * A company posts open gigs, proposes a gig to a candidate behind the gate, and completes its own
 * gigs once; the addressed candidate answers a proposal once (docs/decisions/005: accepted →
 * `in_progress`, declined → `cancelled`, the answer kept in `candidate_response`).
 */
import { and, eq } from 'drizzle-orm';
import { gigs } from '../../../db/schema';
import { meetingConfirmed } from '../../../shared/intro-requests/schemas';
import {
  gigMessages,
  type CandidateGig,
  type CompanyGig,
  type GigFormInput,
  type GigGate,
  type GigStatus,
} from '../../../shared/gigs/schemas';
import type { AppContext } from '../../context';
import { notify, templateContext } from '../../email/notify';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { toIntroSummary } from '../talent-feed/talent-feed.service';
import * as repo from './gigs.repo';

const acceptedStatuses = new Set([
  'accepted',
  'meeting_scheduled',
  'meeting_marked_by_company',
  'meeting_completed',
]);
const gigNotFound = () => new AppError('NOT_FOUND', 'Gig not found.');

/**
 * The gig-proposal gate (spec 2 §4): the candidate exists, has an accepted intro with this company,
 * and the meeting is marked scheduled (booked) or done.
 */
export async function checkGate(
  ctx: AppContext,
  companyId: string,
  candidateId: string,
): Promise<GigGate> {
  const candidate = isUuid(candidateId)
    ? await repo.findCandidateContact(ctx.db, candidateId)
    : undefined;
  if (!candidate) return { state: 'candidate_not_found', candidate: null };
  const summary = {
    id: candidate.id,
    name: `${candidate.firstName} ${candidate.lastName}`.trim(),
    role: candidate.role,
  };
  const intro = await repo.findIntro(ctx.db, companyId, candidateId);
  if (!intro || !acceptedStatuses.has(intro.status))
    return { state: 'intro_not_accepted', candidate: summary };
  if (!meetingConfirmed(toIntroSummary(intro)))
    return { state: 'meeting_not_scheduled', candidate: summary };
  return { state: 'ok', candidate: summary };
}

async function requireActiveCompany(ctx: AppContext, companyId: string) {
  const company = await repo.findCompanyContact(ctx.db, companyId);
  if (!company)
    throw new AppError('NOT_FOUND', 'Could not find company data. Please log in again.');
  if (company.status === 'paused' || company.status === 'blacklisted') {
    throw new AppError(
      'FORBIDDEN',
      `Your company account is ${company.status}, so it cannot post gigs. Please contact support.`,
      undefined,
      'Account Restricted',
    );
  }
  return company;
}

function gigValues(companyId: string, input: GigFormInput) {
  return {
    companyId,
    title: input.title,
    roleCategory: input.roleCategory,
    description: input.description,
    deliverables: input.deliverables,
    estimatedDuration: input.estimatedDuration,
    budgetRange: input.budgetRange,
    startDate: input.startDate,
  };
}

/**
 * Posts an open gig ('Gig Posted Successfully!'). An optional preferred candidate must be one this
 * company has an accepted intro with.
 * @throws AppError VALIDATION_FAILED `{ preferredCandidateId }`, FORBIDDEN for a paused company.
 */
export async function postGig(ctx: AppContext, companyId: string, input: GigFormInput) {
  await requireActiveCompany(ctx, companyId);
  const preferred = input.preferredCandidateId || null;
  if (preferred) {
    const intro = await repo.findIntro(ctx.db, companyId, preferred);
    if (!intro || !acceptedStatuses.has(intro.status)) {
      throw new AppError('VALIDATION_FAILED', gigMessages.introNotAccepted.description, {
        preferredCandidateId: gigMessages.introNotAccepted.description,
      });
    }
  }
  const gig = await repo.insertGig(ctx.db, {
    ...gigValues(companyId, input),
    preferredCandidateId: preferred,
    status: 'open',
  });
  return { id: gig.id, status: gig.status };
}

/**
 * Proposes a gig to a candidate behind the gate; status `proposed`; e-mails the candidate.
 * @throws AppError NOT_FOUND 'Candidate Not Found', INTRO_NOT_ACCEPTED, MEETING_NOT_SCHEDULED (409).
 */
export async function proposeGig(
  ctx: AppContext,
  companyId: string,
  input: GigFormInput & { preferredCandidateId: string },
) {
  const company = await requireActiveCompany(ctx, companyId);
  const gate = await checkGate(ctx, companyId, input.preferredCandidateId);
  if (gate.state === 'candidate_not_found') {
    throw new AppError(
      'NOT_FOUND',
      gigMessages.candidateNotFound.description,
      undefined,
      gigMessages.candidateNotFound.title,
    );
  }
  if (gate.state === 'intro_not_accepted') {
    throw new AppError(
      'INTRO_NOT_ACCEPTED',
      gigMessages.introNotAccepted.description,
      undefined,
      gigMessages.introNotAccepted.title,
    );
  }
  if (gate.state === 'meeting_not_scheduled') {
    throw new AppError(
      'MEETING_NOT_SCHEDULED',
      gigMessages.meetingNotScheduled.description,
      undefined,
      gigMessages.meetingNotScheduled.title,
    );
  }
  const candidate = (await repo.findCandidateContact(ctx.db, input.preferredCandidateId))!;
  return ctx.db.transaction(async (tx) => {
    const gig = await repo.insertGig(tx, {
      ...gigValues(companyId, input),
      preferredCandidateId: candidate.id,
      status: 'proposed',
    });
    await notify(tx, templateContext(ctx.config), 'gigProposedToCandidate', {
      candidateEmail: candidate.email,
      candidateFirstName: candidate.firstName,
      companyName: company.companyName,
      gigTitle: gig.title,
      budgetRange: gig.budgetRange,
      estimatedDuration: gig.estimatedDuration,
      startDate: gig.startDate,
    });
    return { id: gig.id, status: gig.status, candidateName: gate.candidate!.name };
  });
}

/** The company's own gigs, newest first, optionally of one status (spec 2 §2 'My Trial Projects'). */
export async function listCompanyGigs(
  ctx: AppContext,
  companyId: string,
  status: GigStatus | null,
): Promise<CompanyGig[]> {
  const rows = await repo.listCompanyGigs(ctx.db, companyId, status);
  return rows.map(({ gig, firstName, lastName }) => ({
    id: gig.id,
    title: gig.title,
    roleCategory: gig.roleCategory,
    description: gig.description,
    deliverables: gig.deliverables,
    estimatedDuration: gig.estimatedDuration,
    budgetRange: gig.budgetRange,
    startDate: gig.startDate,
    status: gig.status,
    preferredCandidateId: gig.preferredCandidateId,
    preferredCandidateName: !gig.preferredCandidateId
      ? 'Not specified'
      : firstName
        ? `${firstName} ${lastName ?? ''}`.trim()
        : 'Unknown Candidate',
    candidateResponse: gig.candidateResponse,
    candidateResponseDate: gig.candidateResponseDate?.toISOString() ?? null,
    createdAt: gig.createdAt.toISOString(),
  }));
}

/**
 * Marks the company's own gig complete, once ('Gig Updated!').
 * @throws AppError NOT_FOUND for another company's gig; CONFLICT when complete or cancelled.
 */
export async function completeGig(ctx: AppContext, companyId: string, id: string) {
  if (!isUuid(id)) throw gigNotFound();
  const gig = await repo.findGig(ctx.db, and(eq(gigs.id, id), eq(gigs.companyId, companyId))!);
  if (!gig) throw gigNotFound();
  const updated = await repo.updateGigIf(ctx.db, id, ['open', 'proposed', 'in_progress'], {
    status: 'complete',
  });
  if (!updated)
    throw new AppError(
      'CONFLICT',
      `This gig is already ${gig.status === 'complete' ? 'complete' : gig.status}.`,
    );
  return { id, status: updated.status };
}

/** The candidate's gigs: proposed to them, plus open gigs when approved; newest first. */
export async function listCandidateGigs(
  ctx: AppContext,
  candidateId: string,
): Promise<CandidateGig[]> {
  const candidate = await repo.findCandidateContact(ctx.db, candidateId);
  if (!candidate) throw new AppError('NOT_FOUND', 'Unable to load candidate data');
  const rows = await repo.listCandidateGigs(ctx.db, candidateId, candidate.status === 'approved');
  return rows.map(({ gig, companyName }) => ({
    id: gig.id,
    title: gig.title,
    companyName,
    type: gig.type,
    budgetRange: gig.budgetRange,
    estimatedDuration: gig.estimatedDuration,
    location: gig.location ?? 'Remote',
    description: gig.description,
    deliverables: gig.deliverables,
    skills: gig.skills,
    status: gig.status,
    proposedToMe: gig.preferredCandidateId === candidateId,
    candidateResponse: gig.preferredCandidateId === candidateId ? gig.candidateResponse : null,
    candidateResponseDate:
      gig.preferredCandidateId === candidateId
        ? (gig.candidateResponseDate?.toISOString() ?? null)
        : null,
    startDate: gig.startDate,
    createdAt: gig.createdAt.toISOString(),
  }));
}

/**
 * The addressed candidate answers a proposal, once: accepted → `in_progress`, declined →
 * `cancelled`; the response and date are recorded and the company is e-mailed.
 * @throws AppError NOT_FOUND for a gig not proposed to them; CONFLICT when already answered.
 */
export async function answerGig(
  ctx: AppContext,
  candidateId: string,
  id: string,
  response: 'accepted' | 'declined',
) {
  if (!isUuid(id)) throw gigNotFound();
  const gig = await repo.findGig(
    ctx.db,
    and(eq(gigs.id, id), eq(gigs.preferredCandidateId, candidateId))!,
  );
  if (!gig) throw gigNotFound();
  if (gig.candidateResponse || gig.status !== 'proposed') {
    throw new AppError(
      'CONFLICT',
      gig.candidateResponse
        ? `You have already ${gig.candidateResponse} this gig.`
        : 'This gig is not awaiting your answer.',
    );
  }
  const candidate = (await repo.findCandidateContact(ctx.db, candidateId))!;
  const company = (await repo.findCompanyContact(ctx.db, gig.companyId))!;
  return ctx.db.transaction(async (tx) => {
    const updated = await repo.updateGigIf(tx, id, ['proposed'], {
      status: response === 'accepted' ? 'in_progress' : 'cancelled',
      candidateResponse: response,
      candidateResponseDate: new Date(),
    });
    if (!updated) throw new AppError('CONFLICT', 'This gig is not awaiting your answer.');
    await notify(tx, templateContext(ctx.config), 'gigAnsweredByCandidate', {
      companyEmail: company.email,
      companyContactName: company.fullName,
      candidateName: `${candidate.firstName} ${candidate.lastName}`.trim(),
      gigTitle: gig.title,
      response,
    });
    return { id, status: updated.status, candidateResponse: response };
  });
}

/** Choices for the preferred-candidate field. */
export async function preferredCandidateChoices(ctx: AppContext, companyId: string) {
  const rows = await repo.listAcceptedCandidates(ctx.db, companyId);
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim(), role: r.role }));
}
