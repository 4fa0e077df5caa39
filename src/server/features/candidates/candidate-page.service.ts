/**
 * The public candidate profile page `/talent/{id}` (issue #15 "Candidate profile page"): what any
 * visitor may read of an approved candidate, the signed-in company's intro with them, and — only
 * while the candidate has accepted that company's intro — their contact details (the one rule,
 * `contactFor`, docs/decisions/013). Also the page's title and description for the served HTML.
 */
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../shared/auth/schemas';
import {
  candidatePageHead,
  workTypeOf,
  type CandidatePage,
  type CandidatePageHead,
} from '../../../shared/candidates/candidate-page';
import { absoluteUrl, paths } from '../../../shared/paths';
import { formatExperience, HIDDEN_SALARY } from '../../../shared/talent-feed/schemas';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import * as introRepo from '../intro-requests/intro-requests.repo';
import {
  activeGigWith,
  contactFor,
  toIntroSummary,
} from '../intro-requests/intro-requests.service';
import { fullName } from '../intro-requests/intro-views';
import { candidateResponsivenessFor } from '../responsiveness/responsiveness.service';
import * as repo from './candidates.repo';

const notFound = () =>
  new AppError(
    'NOT_FOUND',
    'Candidate data not found. Please try again from the talent feed.',
    undefined,
    'Candidate Not Found',
  );

/** The candidate when approved; undefined for any other status or a malformed id. */
async function findApproved(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const row = await repo.findCandidate(db, id);
  return row?.status === 'approved' ? row : undefined;
}

/**
 * One approved candidate's profile for `viewer` (null: a visitor). A company also gets its intro
 * with them (`intro`, with the next actions of spec 1 §4) and, while the candidate has accepted
 * it, `contact`; everyone else gets neither contact nor another company's intro.
 * @throws AppError NOT_FOUND 'Candidate data not found. Please try again from the talent feed.'
 *   for a candidate who is not approved (pending, rejected, suspended, hidden) or does not exist.
 */
export async function getCandidatePage(
  db: Db,
  candidateId: string,
  viewer: Pick<SessionUser, 'id' | 'role'> | null,
  now: Date,
): Promise<CandidatePage> {
  const row = await findApproved(db, candidateId);
  if (!row) throw notFound();
  const companyId = viewer?.role === 'company' ? viewer.id : null;
  const intro = companyId ? await introRepo.findIntroByPair(db, companyId, row.id) : undefined;
  const contact = contactFor(intro, row.id, row);
  const responsiveness = await candidateResponsivenessFor(db, [row.id], now);
  return {
    id: row.id,
    name: fullName(row),
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    bio: row.bio,
    skills: row.skills,
    experience: formatExperience(row.experienceYears),
    location: row.location,
    availability: row.availability,
    availabilityDate: row.availabilityDate,
    salaryRange: row.salaryRange && row.salaryRange !== HIDDEN_SALARY ? row.salaryRange : null,
    workType: workTypeOf(row.availability),
    hourlyRate: row.hourlyRate,
    memberSince: row.createdAt.toISOString(),
    responsiveness: responsiveness.get(row.id) ?? null,
    // 'Best match' reasons belong to the feed's order (docs/decisions/033), not to the profile.
    matchReasons: [],
    intro:
      intro && companyId
        ? toIntroSummary(intro, now, await activeGigWith(db, companyId, row.id))
        : null,
    ...(contact ? { contact } : {}),
  };
}

/**
 * The `<title>` and description of `/talent/{id}` for the HTML the server sends (link previews
 * read them before any script runs); null when the candidate is not approved or does not exist.
 */
export async function getCandidatePageHead(
  db: Db,
  candidateId: string,
): Promise<CandidatePageHead | null> {
  const row = await findApproved(db, candidateId);
  if (!row) return null;
  return candidatePageHead({
    name: fullName(row),
    role: row.role,
    location: row.location,
    experience: formatExperience(row.experienceYears),
    bio: row.bio,
  });
}

/** `/talent/{id}` (with or without a trailing slash); the id, or null for any other path. */
const profilePath = /^\/talent\/([^/]+)\/?$/;

/**
 * The head of the page at `pathname` when it is an approved candidate's profile — title,
 * description, absolute URL and `og:type` 'profile' — else null (served as it is).
 */
export async function candidateProfileHead(db: Db, appUrl: string, pathname: string) {
  const id = profilePath.exec(pathname)?.[1];
  if (!id || !isUuid(id)) return null;
  const head = await getCandidatePageHead(db, id);
  if (!head) return null;
  return {
    ...head,
    url: absoluteUrl(appUrl, paths.talentProfile.getHref(id)),
    type: 'profile',
  };
}
