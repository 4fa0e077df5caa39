/**
 * The candidate's side (spec 2 §2 "Candidate side", §3 "Candidate", §5 "Candidate signup"): signup
 * with an optional résumé, the profile and its edit, the résumé download rules, the data export and
 * self-service deletion (issue #5).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client';
import {
  candidateMessages,
  RESUME_MAX_BYTES,
  toStoredProfile,
  type CandidateProfile,
  type CandidateProfileUpdateInput,
  type CandidateSignupInput,
} from '../../../shared/candidates/schemas';
import type { AppContext } from '../../platform/context';
import { notify, templateContext } from '../../platform/email/notify';
import { AppError } from '../../platform/lib/app-error';
import { isUniqueViolation } from '../../platform/lib/db-errors';
import { hashPassword } from '../../platform/lib/passwords';
import { detectResumeType } from '../../platform/storage/resume-type';
import { findAccountById, insertUser } from '../auth';
import { sendVerificationLink, tellOwnerOfSignupAttempt } from '../auth';
import { candidateSignupTiming } from '../auth';
import { startSession, type SessionClient } from '../auth';
import { announceNavCountsChange } from '../audit';
import { streamTransaction } from '../../platform/stream-events.repo';
import { toAvailabilityStatus } from './availability.service';
import * as repo from './candidates.repo';
import type {
  CandidateLinksUpdateInput,
  WorkHistoryEntry,
  WorkHistoryUpdateInput,
} from '../../../shared/candidates/work-history';
import * as workHistory from './work-history.service';

export interface UploadedResume {
  fileName: string;
  data: Buffer;
}

/**
 * Checks a résumé by size and by content (PDF, DOC, DOCX signatures).
 * @returns the storage key to use and the detected type.
 * @throws AppError VALIDATION_FAILED `{ resume }` with a clear message.
 */
export async function checkResume(resume: UploadedResume) {
  if (resume.data.length > RESUME_MAX_BYTES) {
    throw new AppError('VALIDATION_FAILED', candidateMessages.resumeTooLarge, {
      resume: candidateMessages.resumeTooLarge,
    });
  }
  const type = await detectResumeType(resume.data);
  if (!type)
    throw new AppError('VALIDATION_FAILED', candidateMessages.resumeType, {
      resume: candidateMessages.resumeType,
    });
  return { key: `resumes/${randomUUID()}.${type.ext}`, type };
}

function safeFileName(name: string, ext: string) {
  const base =
    name
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w .()-]+/g, '')
      .trim()
      .slice(0, 80) || 'resume';
  return `${base}.${ext}`;
}

/**
 * Creates the candidate (status `pending`, onboarding `pending_review`), stores the résumé, queues
 * `candidateSignupConfirmation` and `adminAlertNewCandidate`, starts a session, and tells the
 * admins' live streams that one more candidate waits for review (issue #16; docs/decisions/044).
 * A file stored for a signup that then fails is removed again.
 * @throws AppError EMAIL_TAKEN (409) 'Email Already Registered'; VALIDATION_FAILED for a bad résumé.
 */
export async function signupCandidate(
  ctx: AppContext,
  input: CandidateSignupInput,
  resume: UploadedResume | null,
  client?: SessionClient,
) {
  const startedAt = performance.now();
  const checked = resume ? await checkResume(resume) : null;
  const passwordHash = await hashPassword(input.password);
  if (checked && resume) await ctx.files.put(checked.key, resume.data);
  // Set once every write is done: a failure after it (the commit, or the announcement after the
  // commit) may leave a stored candidate, whose résumé must stay. At worst a file is left over.
  let written = false;
  try {
    const session = await streamTransaction(ctx.db, async (tx) => {
      const id = await insertUser(tx, {
        email: input.email,
        passwordHash,
        role: 'candidate',
        emailVerifiedAt: null,
      });
      const profile = toStoredProfile(input);
      await repo.insertCandidateRow(tx, {
        id,
        ...profile,
        consent: true,
        status: 'pending',
        onboardingStatus: 'pending_review',
        resumeKey: checked?.key ?? null,
        resumeFileName: checked && resume ? safeFileName(resume.fileName, checked.type.ext) : null,
      });
      const name = `${profile.firstName} ${profile.lastName}`;
      const tctx = templateContext(ctx.config);
      await notify(tx, tctx, 'candidateSignupConfirmation', {
        candidateName: name,
        email: input.email,
      });
      await notify(tx, tctx, 'adminAlertNewCandidate', {
        name,
        email: input.email,
        role: profile.role,
        id,
        submittedAt: new Date().toISOString(),
      });
      await sendVerificationLink(ctx, tx, { id, email: input.email, name });
      const account = await findAccountById(tx, id);
      const session = await startSession(tx, account!, { atSignup: true, client });
      await announceNavCountsChange(tx);
      written = true;
      return session;
    });
    candidateSignupTiming.record(performance.now() - startedAt);
    return session;
  } catch (error) {
    if (checked && !written) await ctx.files.delete(checked.key).catch(() => {});
    if (isUniqueViolation(error)) {
      await tellOwnerOfSignupAttempt(ctx, input.email);
      // As late as a new signup answers (docs/decisions/065).
      await candidateSignupTiming.waitFrom(startedAt);
      throw new AppError(
        'EMAIL_TAKEN',
        candidateMessages.emailTakenToast,
        { email: candidateMessages.emailTakenInline },
        candidateMessages.emailTakenTitle,
      );
    }
    throw error;
  }
}

/** The résumé's name and download link (`GET /api/candidates/:id/resume`), or null without one. */
export function resumeLink(c: repo.CandidateRow): { fileName: string; url: string } | null {
  return c.resumeKey
    ? { fileName: c.resumeFileName ?? 'resume', url: `/api/candidates/${c.id}/resume` }
    : null;
}

function toProfile(
  c: repo.CandidateRow,
  stats: QuickStats,
  jobs: WorkHistoryEntry[],
): CandidateProfile {
  return {
    openToIntros: toAvailabilityStatus(c),
    id: c.id,
    email: c.email,
    firstName: c.firstName,
    lastName: c.lastName,
    role: c.role,
    experienceYears: c.experienceYears,
    skills: c.skills,
    location: c.location,
    availability: c.availability,
    availabilityDate: c.availabilityDate,
    calendarUrl: c.calendarUrl,
    portfolioUrl: c.portfolioUrl,
    linkedinUrl: c.linkedinUrl,
    salaryRange: c.salaryRange,
    bio: c.bio,
    status: c.status,
    onboardingStatus: c.onboardingStatus,
    resume: resumeLink(c),
    createdAt: c.createdAt.toISOString(),
    stats,
    workHistory: jobs,
    links: workHistory.linksOf(c),
  };
}

/** A candidate's Quick Stats (spec 2 §2): their intro requests and their gigs in progress. */
export interface QuickStats {
  introRequests: number;
  activeGigs: number;
}

/**
 * Where the Quick Stats come from: the intros module counts them (`candidateQuickStats`); the
 * composition root passes it in, as the candidates module sits below intros (docs/decisions/072).
 */
export type QuickStatsSource = (db: Db, candidateId: string) => Promise<QuickStats>;

/**
 * The candidate's own profile with Quick Stats.
 * @throws AppError NOT_FOUND 'Unable to load candidate data' (spec 2 §2).
 */
export async function getCandidateProfile(
  db: Db,
  id: string,
  quickStats: QuickStatsSource,
): Promise<CandidateProfile> {
  const [row, stats, jobs] = await Promise.all([
    repo.findCandidate(db, id),
    quickStats(db, id),
    workHistory.getWorkHistory(db, id),
  ]);
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      'Unable to load candidate data',
      undefined,
      'Unable to load candidate data',
    );
  return toProfile(row, stats, jobs);
}

/** Saves the profile edit; the e-mail cannot change (spec 2 §2, §6). */
export async function updateCandidateProfile(
  db: Db,
  id: string,
  input: CandidateProfileUpdateInput,
  quickStats: QuickStatsSource,
) {
  await getCandidateProfile(db, id, quickStats);
  await repo.updateCandidate(db, id, toStoredProfile(input));
  return getCandidateProfile(db, id, quickStats);
}

/**
 * Replaces the candidate's own work history (`PUT /api/candidates/me/work-history`, issue #35
 * part 4, docs/decisions/080) and answers their profile.
 * @throws AppError NOT_FOUND 'Unable to load candidate data' without a candidate profile.
 */
export async function updateOwnWorkHistory(
  db: Db,
  id: string,
  input: WorkHistoryUpdateInput,
  quickStats: QuickStatsSource,
) {
  await getCandidateProfile(db, id, quickStats);
  await workHistory.replaceWorkHistory(db, id, input);
  return getCandidateProfile(db, id, quickStats);
}

/**
 * Saves the candidate's own GitHub and personal site links and which links show before an intro
 * (`PUT /api/candidates/me/links`, docs/decisions/080) and answers their profile.
 * @throws AppError NOT_FOUND 'Unable to load candidate data' without a candidate profile.
 */
export async function updateOwnLinks(
  db: Db,
  id: string,
  input: CandidateLinksUpdateInput,
  quickStats: QuickStatsSource,
) {
  await getCandidateProfile(db, id, quickStats);
  await workHistory.updateLinks(db, id, input);
  return getCandidateProfile(db, id, quickStats);
}
