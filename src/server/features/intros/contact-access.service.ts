/**
 * Who may read a candidate's contact details and résumé (the double opt-in,
 * docs/decisions/013): the candidate, an admin, and a company whose intro the candidate accepted.
 * And a candidate's Quick Stats, counted from their intros and gigs.
 */
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../shared/auth/schemas';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/lib/app-error';
import { isUuid } from '../../platform/lib/ids';
import { detectResumeType } from '../../platform/storage/resume-type';
import { findCandidate } from '../candidates';
import type { QuickStats } from '../candidates';
import * as gigsRepo from './gigs.repo';
import * as introRepo from './intro-requests.repo';
import { companySeesContact } from './intro-requests.service';

/** The Quick Stats of a candidate's dashboard (spec 2 §2): intro requests, gigs in progress. */
export async function candidateQuickStats(db: Db, candidateId: string): Promise<QuickStats> {
  const [introRequests, activeGigs] = await Promise.all([
    introRepo.countOf(db, { candidateId }),
    gigsRepo.countInStatus(db, { candidateId }, 'in_progress'),
  ]);
  return { introRequests, activeGigs };
}

/**
 * The résumé file, for the candidate themself, an admin, or a company whose intro the candidate
 * has accepted (the double opt-in, docs/decisions/013).
 * @throws AppError NOT_FOUND for everyone else and when there is no résumé.
 */
export async function getResume(ctx: AppContext, candidateId: string, viewer: SessionUser | null) {
  const missing = new AppError('NOT_FOUND', 'No résumé found.');
  if (!viewer || !isUuid(candidateId)) throw missing;
  const allowed =
    viewer.role === 'admin' ||
    (viewer.role === 'candidate' && viewer.id === candidateId) ||
    (viewer.role === 'company' &&
      viewer.companyId !== null &&
      (await companySeesContact(ctx.db, viewer.companyId, candidateId)));
  if (!allowed) throw missing;
  const candidate = await findCandidate(ctx.db, candidateId);
  if (!candidate?.resumeKey) throw missing;
  const data = await ctx.files.get(candidate.resumeKey);
  if (!data) throw missing;
  const type = await detectResumeType(data);
  return {
    data,
    fileName: candidate.resumeFileName ?? 'resume',
    mime: type?.mime ?? 'application/octet-stream',
  };
}
