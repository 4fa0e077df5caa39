/**
 * The public candidate profile page `/talent/{id}` (issue #15 "Candidate profile page"): what any
 * visitor may read of an approved candidate, the signed-in company's intro with them, and — only
 * while the candidate has accepted that company's intro — their contact details (the one rule,
 * `contactFor` through the feed's `getTalent`, docs/decisions/013). Also the page's title and description for the served HTML.
 */
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../shared/auth/schemas';
import {
  candidatePageHead,
  type CandidatePage,
  type CandidatePageHead,
} from '../../../shared/candidates/candidate-page';
import { absoluteUrl, paths } from '../../../shared/paths';
import { formatExperience } from '../../../shared/talent-feed/schemas';
import { AppError } from '../../platform/lib/app-error';
import type { PageHead } from '../../platform/http/spa';
import { isUuid } from '../../platform/lib/ids';
import { fullName } from '../intros';
import { getTalent } from './talent-feed.service';
import * as repo from '../candidates';

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
 * One approved candidate's profile for `viewer` (null: a visitor): the feed's view of one
 * candidate (`getTalent`: the card, the signed-in company's intro with the next actions of spec 1
 * §4, and `contact` only while the candidate has accepted it) plus what only the page shows — the
 * hourly rate, when they joined, and the public summary of their vetting — the day of the approval
 * and the criteria that passed, never a rating or a note (docs/decisions/078). The kind of work is
 * the card's availability (ADR 056).
 * @throws AppError NOT_FOUND 'Candidate data not found. Please try again from the talent feed.'
 *   for a candidate who is not approved (pending, rejected, suspended, hidden) or does not exist.
 */
export async function getCandidatePage(
  db: Db,
  candidateId: string,
  viewer: Pick<SessionUser, 'id' | 'role' | 'companyId'> | null,
  now: Date,
): Promise<CandidatePage> {
  const companyId = viewer?.role === 'company' ? viewer.companyId : null;
  const talent = await getTalent(
    db,
    candidateId,
    {
      companyId,
      admin: viewer?.role === 'admin',
      candidateId: viewer?.role === 'candidate' ? viewer.id : null,
    },
    now,
  );
  const row = await findApproved(db, talent.id);
  if (!row) throw notFound();
  return {
    ...talent,
    // 'Best match' reasons belong to the feed's order (docs/decisions/033), not to the profile.
    matchReasons: [],
    hourlyRate: row.hourlyRate,
    memberSince: row.createdAt.toISOString(),
    // Work history and the links chosen to show before an intro (docs/decisions/080).
    workHistory: await repo.getPublicWorkHistory(db, row.id),
    links: repo.publicLinksOf(row),
    vetted: await repo.vettedSummary(db, row.id),
  };
}

/**
 * The `<title>` and description of `/talent/{id}` for the HTML the server sends (link previews
 * read them before any script runs); null when the candidate is not approved or does not exist,
 * or is seen by companies only and the `viewer` is neither a company, an admin nor the candidate
 * (docs/decisions/060), or the viewer is a company the candidate is hidden from (ADR 081).
 */
export async function getCandidatePageHead(
  db: Db,
  candidateId: string,
  viewer: () => Promise<Pick<SessionUser, 'id' | 'role' | 'companyId'> | null> = async () => null,
): Promise<CandidatePageHead | null> {
  const row = await findApproved(db, candidateId);
  if (!row) return null;
  if (row.visibility !== 'everyone') {
    const reader = await viewer();
    const allowed = reader?.role === 'company' || reader?.role === 'admin' || reader?.id === row.id;
    if (!allowed) return null;
  }
  // A company the candidate is hidden from gets the page of one who does not exist
  // (docs/decisions/081): the session is read for that (without renewing it).
  const reader = await viewer();
  if (
    reader?.role === 'company' &&
    reader.companyId &&
    (await repo.isCandidateHiddenFrom(db, row.id, reader.companyId))
  )
    return null;
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
 * description, absolute URL and `og:type` 'profile'; `'not-found'` for a profile of no approved
 * candidate (answered 404, issue #30), or of one seen by companies only when the reader
 * (`viewer`) is not a company, an admin or the candidate (docs/decisions/060); null for any other
 * path (served as it is).
 */
export async function candidateProfileHead(
  db: Db,
  appUrl: string,
  pathname: string,
  viewer: () => Promise<Pick<SessionUser, 'id' | 'role' | 'companyId'> | null> = async () => null,
): Promise<PageHead | 'not-found' | null> {
  const id = profilePath.exec(pathname)?.[1];
  if (id === undefined) return null;
  if (!isUuid(id)) return 'not-found';
  const head = await getCandidatePageHead(db, id, viewer);
  if (!head) return 'not-found';
  return {
    ...head,
    url: absoluteUrl(appUrl, paths.talentProfile.getHref(id)),
    type: 'profile',
  };
}
