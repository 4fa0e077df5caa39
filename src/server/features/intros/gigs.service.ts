/**
 * Gigs — paid trial projects (spec 2 §2 "Company gig screens", §4 "Gig", "Gig-proposal gate").
 * A company posts open gigs, proposes a gig to a candidate behind the gate, reads and edits its
 * own open gigs (issue #30) and completes its own gigs in progress; the addressed candidate
 * answers a proposal once (docs/decisions/005). Every creation and change — and whether an edit
 * is allowed — goes through the gig executor (`gig-executor.ts`): the lifecycle decides, and the
 * notifications and e-mails it names are written in the same transaction (docs/decisions/040).
 */
import type { Db } from '../../../db/client';
import {
  gigMessages,
  type CandidateGig,
  type CompanyGig,
  type GigFormInput,
  type GigGate,
  type GigStatus,
} from '../../../shared/gigs/schemas';
import type { AppContext } from '../../platform/context';
import {
  ACCEPTED_INTRO_STATUSES,
  companyGigActionsFor,
  isAccepted,
  proposalGate,
} from '../../domain/intro-lifecycle';
import { AppError } from '../../platform/lib/app-error';
import { isUuid } from '../../platform/lib/ids';
import * as candidatesRepo from '../candidates';
import * as companiesRepo from '../companies';
import { assertCompanyMayAct } from '../companies';
import * as introRepo from './intro-requests.repo';
import { applyToGig, createGig, gigNotFound } from './gig-executor';
import { activeGigWith, introState } from './intro-requests.service';
import * as repo from './gigs.repo';
import { streamTransaction } from '../../platform/stream-events.repo';

const candidateNotFound = () =>
  new AppError(
    'NOT_FOUND',
    gigMessages.candidateNotFound.description,
    undefined,
    gigMessages.candidateNotFound.title,
  );

/**
 * The gig-proposal gate (spec 2 §4): the candidate exists, has an accepted intro with this company,
 * and the meeting is marked booked (or done) — and no gig with them is in progress
 * (docs/decisions/024). A candidate the company does not already know — not approved, or without
 * an intro from this company in any state — is answered exactly like an id that does not exist,
 * so the gate names nobody new (issue #12, finding 7; docs/decisions/020).
 * @throws AppError NOT_FOUND 'Candidate Not Found' for an unknown, unapproved or unrelated candidate.
 */
export async function checkGate(
  ctx: AppContext,
  companyId: string,
  candidateId: string,
): Promise<GigGate> {
  const candidate = isUuid(candidateId)
    ? await candidatesRepo.findCandidate(ctx.db, candidateId)
    : undefined;
  const intro =
    candidate?.status === 'approved'
      ? await introRepo.findIntroByPair(ctx.db, companyId, candidateId)
      : undefined;
  if (!candidate || !intro) throw candidateNotFound();
  return {
    state: proposalGate(introState(intro), await activeGigWith(ctx.db, companyId, candidateId)),
    candidate: {
      id: candidate.id,
      name: `${candidate.firstName} ${candidate.lastName}`.trim(),
      role: candidate.role,
    },
  };
}

/** The company, if it may post or propose gigs now (`assertCompanyMayAct`). */
async function requireActiveCompany(ctx: AppContext, companyId: string) {
  const company = await companiesRepo.findCompany(ctx.db, companyId);
  if (!company)
    throw new AppError('NOT_FOUND', 'Could not find company data. Please log in again.');
  assertCompanyMayAct(company, 'gig');
  return company;
}

function gigValues(companyId: string, input: GigFormInput, createdBy: string | null) {
  return {
    companyId,
    createdBy,
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
 * An open gig's preferred candidate must be an approved one this company has an accepted intro
 * with (spec 2 §5 "Gig form": the choices are those candidates).
 * @throws AppError VALIDATION_FAILED `{ preferredCandidateId }` otherwise.
 */
async function assertPreferredCandidate(db: Db, companyId: string, candidateId: string) {
  const candidate = await candidatesRepo.findCandidate(db, candidateId);
  const intro =
    candidate?.status === 'approved'
      ? await introRepo.findIntroByPair(db, companyId, candidateId)
      : undefined;
  if (!intro || !isAccepted(intro.status)) {
    throw new AppError('VALIDATION_FAILED', gigMessages.introNotAccepted.description, {
      preferredCandidateId: gigMessages.introNotAccepted.description,
    });
  }
}

/**
 * Posts an open gig ('Gig Posted Successfully!'). An optional preferred candidate must be an
 * approved one this company has an accepted intro with.
 * @throws AppError VALIDATION_FAILED `{ preferredCandidateId }`, FORBIDDEN for a paused company,
 *   ONBOARDING_REQUIRED while its preferences are pending.
 */
export async function postGig(
  ctx: AppContext,
  companyId: string,
  input: GigFormInput,
  createdBy: string | null = null,
) {
  await requireActiveCompany(ctx, companyId);
  const preferred = input.preferredCandidateId || null;
  if (preferred) await assertPreferredCandidate(ctx.db, companyId, preferred);
  const gig = await streamTransaction(ctx.db, (tx) =>
    createGig(tx, ctx, 'post', {
      ...gigValues(companyId, input, createdBy),
      preferredCandidateId: preferred,
    }),
  );
  return { id: gig.id, status: gig.status };
}

/**
 * Proposes a gig to a candidate behind the gate; status `proposed`; e-mails the candidate.
 * @throws AppError NOT_FOUND 'Candidate Not Found' (as `checkGate`), INTRO_NOT_ACCEPTED,
 *   MEETING_NOT_SCHEDULED (409), CONFLICT 'Gig In Progress' while a gig with the candidate is in
 *   progress.
 */
export async function proposeGig(
  ctx: AppContext,
  companyId: string,
  input: GigFormInput & { preferredCandidateId: string },
  createdBy: string | null = null,
) {
  await requireActiveCompany(ctx, companyId);
  const gate = await checkGate(ctx, companyId, input.preferredCandidateId);
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
  if (gate.state === 'gig_under_way') {
    throw new AppError(
      'CONFLICT',
      gigMessages.gigUnderWay.description,
      undefined,
      gigMessages.gigUnderWay.title,
    );
  }
  return streamTransaction(ctx.db, async (tx) => {
    const gig = await createGig(tx, ctx, 'propose', {
      ...gigValues(companyId, input, createdBy),
      preferredCandidateId: input.preferredCandidateId,
    });
    return { id: gig.id, status: gig.status, candidateName: gate.candidate.name };
  });
}

/**
 * A company's gig as its pages show it: the form's fields, the preferred candidate's name (and
 * whether their profile opens), the status, the candidate's answer and the actions the lifecycle
 * allows now (docs/decisions/024; issue #30 adds `edit`).
 */
function toCompanyGig(
  { gig, firstName, lastName, candidateStatus }: repo.CompanyGigRow,
  now: Date,
): CompanyGig {
  return {
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
    preferredCandidateHasProfile: candidateStatus === 'approved',
    candidateResponse: gig.candidateResponse,
    candidateResponseDate: gig.candidateResponseDate?.toISOString() ?? null,
    createdAt: gig.createdAt.toISOString(),
    actions: companyGigActionsFor(gig, now),
  };
}

/** The company's own gigs, newest first, optionally of one status (spec 2 §2 'My Trial Projects'). */
export async function listCompanyGigs(
  ctx: AppContext,
  companyId: string,
  status: GigStatus | null,
): Promise<CompanyGig[]> {
  const rows = await repo.listCompanyGigs(ctx.db, companyId, status);
  const now = new Date();
  return rows.map((row) => toCompanyGig(row, now));
}

/**
 * One of the company's own gigs, for its page (issue #30: 'Details' on My Trial Projects opens it;
 * the spec had a coming-soon notice). Shaped as in the list.
 * @throws AppError NOT_FOUND 'Gig Not Found' for another company's gig or no such id, alike.
 */
export async function getCompanyGig(
  ctx: AppContext,
  companyId: string,
  id: string,
): Promise<CompanyGig> {
  const row = isUuid(id) ? await repo.findCompanyGig(ctx.db, companyId, id) : undefined;
  if (!row) throw gigNotFound();
  return toCompanyGig(row, new Date());
}

/**
 * Edits the company's own gig while it is open (issue #30), with the posting form's fields
 * (`gigFormSchema`, spec 2 §5). Under the gig's row lock the lifecycle decides (`edit`: open
 * only); then the fields are written. A preferred candidate other than the gig's current one must
 * be an approved candidate with an accepted intro, as when posting; the current one may stay.
 * @returns the gig as its page shows it.
 * @throws AppError NOT_FOUND 'Gig Not Found' for another company's gig or no such id; CONFLICT
 *   'Gig Not Open' once it is proposed, in progress, complete or cancelled; VALIDATION_FAILED
 *   `{ preferredCandidateId }`; FORBIDDEN for a paused company, ONBOARDING_REQUIRED while its
 *   preferences are pending.
 */
export async function editGig(
  ctx: AppContext,
  companyId: string,
  id: string,
  input: GigFormInput,
): Promise<CompanyGig> {
  if (!isUuid(id)) throw gigNotFound();
  await requireActiveCompany(ctx, companyId);
  const preferred = input.preferredCandidateId || null;
  await streamTransaction(ctx.db, (tx) =>
    applyToGig(
      tx,
      ctx,
      { id, companyId },
      { type: 'edit' },
      {
        values: {
          ...gigValues(companyId, input, null),
          createdBy: undefined,
          preferredCandidateId: preferred,
        },
        check: async (gig) => {
          if (preferred && preferred !== gig.preferredCandidateId)
            await assertPreferredCandidate(tx, companyId, preferred);
        },
      },
    ),
  );
  return getCompanyGig(ctx, companyId, id);
}

/**
 * Marks the company's own gig complete, once ('Gig Updated!').
 * @throws AppError NOT_FOUND for another company's gig; CONFLICT when complete or cancelled.
 */
export async function completeGig(ctx: AppContext, companyId: string, id: string) {
  if (!isUuid(id)) throw gigNotFound();
  const { gig } = await streamTransaction(ctx.db, (tx) =>
    applyToGig(tx, ctx, { id, companyId }, { type: 'complete' }),
  );
  return { id, status: gig.status };
}

/**
 * The candidate's gigs: proposed to them, plus every open gig, newest first (spec 2 §2 lists open
 * gigs with no status condition; a pending profile sees them too, docs/decisions/023).
 */
export async function listCandidateGigs(
  ctx: AppContext,
  candidateId: string,
): Promise<CandidateGig[]> {
  const candidate = await candidatesRepo.findCandidate(ctx.db, candidateId);
  if (!candidate) throw new AppError('NOT_FOUND', 'Unable to load candidate data');
  const rows = await repo.listCandidateGigs(ctx.db, candidateId);
  return rows.map(({ gig, companyName }) => ({
    id: gig.id,
    title: gig.title,
    companyId: gig.companyId,
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
  return streamTransaction(ctx.db, async (tx) => {
    const { gig } = await applyToGig(
      tx,
      ctx,
      { id, preferredCandidateId: candidateId },
      { type: response === 'accepted' ? 'candidate_accept' : 'candidate_decline' },
    );
    return { id, status: gig.status, candidateResponse: response };
  });
}

/** Choices for the preferred-candidate field: approved candidates who accepted this company's intro. */
export async function preferredCandidateChoices(ctx: AppContext, companyId: string) {
  const rows = await introRepo.listCandidatesWithIntroIn(
    ctx.db,
    companyId,
    ACCEPTED_INTRO_STATUSES,
  );
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim(), role: r.role }));
}
