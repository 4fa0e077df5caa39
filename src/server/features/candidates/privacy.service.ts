/**
 * "Who may see me" (issue #35 part 2, docs/decisions/081): a candidate's visibility
 * (`everyone | signed_in_companies`, docs/decisions/060), their current employer (the current job
 * of their work history, docs/decisions/080) and the companies they block; and the one rule every
 * surface a company reaches asks — is this candidate hidden from that company
 * (`isCandidateHiddenFrom`, `candidatesHiddenFrom`, `hiddenCandidateIdsSql`).
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companyDomainKey, companyNameKey } from '../../../shared/candidates/company-match';
import {
  BLOCKS_MAX,
  privacyTexts,
  typedBlockKind,
  type AddBlockInput,
  type CandidatePrivacy,
  type CompanySearchResult,
} from '../../../shared/candidates/privacy';
import type { CandidateVisibility } from '../../../shared/candidates/constants';
import { AppError } from '../../platform/lib/app-error';
import { isUuid } from '../../platform/lib/ids';
import * as companiesModule from '../companies';
import type { CompanyIdentity } from '../companies';
import * as blocksRepo from './candidate-blocks.repo';
import * as candidatesRepo from './candidates.repo';
import { currentEmployerOf } from './work-history.service';

/** The Privacy card's data (docs/decisions/081). @throws AppError NOT_FOUND for no candidate. */
export async function getPrivacy(db: Db, candidateId: string): Promise<CandidatePrivacy> {
  const [candidate, employer, blocks] = await Promise.all([
    candidatesRepo.findCandidate(db, candidateId),
    currentEmployerOf(db, candidateId),
    blocksRepo.listBlocks(db, candidateId),
  ]);
  if (!candidate) throw new AppError('NOT_FOUND', 'Candidate not found.');
  return {
    visibility: candidate.visibility,
    currentEmployer: employer,
    blocks: blocks.map((b) => ({ id: b.id, kind: b.kind, label: b.label })),
  };
}

/**
 * Sets who may see the candidate: everyone (spec 1 §2) or signed-in companies only
 * (docs/decisions/060, 081). The feed's change log hears of it through the candidates trigger.
 */
export async function setVisibility(
  db: Db,
  candidateId: string,
  visibility: CandidateVisibility,
): Promise<CandidatePrivacy> {
  await candidatesRepo.updateCandidate(db, candidateId, { visibility });
  return getPrivacy(db, candidateId);
}

/**
 * Blocks a company: one picked on the platform (kept by id, with its name key and verified domain
 * of now), or a typed name (`companyNameKey`) or domain (`companyDomainKey`).
 * @throws AppError NOT_FOUND (no such company; the field `companyId`), VALIDATION_FAILED (the
 *   typed text is neither; more than `BLOCKS_MAX`), CONFLICT (already blocked).
 */
export async function addBlock(
  db: Db,
  candidateId: string,
  input: AddBlockInput,
): Promise<CandidatePrivacy> {
  if ((await blocksRepo.countBlocks(db, candidateId)) >= BLOCKS_MAX)
    throw new AppError('VALIDATION_FAILED', privacyTexts.tooMany, {
      [input.kind === 'company' ? 'companyId' : 'text']: privacyTexts.tooMany,
    });
  let values: Parameters<typeof blocksRepo.insertBlock>[1];
  if (input.kind === 'company') {
    const company = await companiesModule.companyNameAndDomain(db, input.companyId);
    if (!company)
      throw new AppError('NOT_FOUND', privacyTexts.companyNotFound, {
        companyId: privacyTexts.companyNotFound,
      });
    values = {
      candidateId,
      kind: 'company',
      companyId: input.companyId,
      nameKey: companyNameKey(company.name),
      domain: company.domain,
      label: company.name,
    };
  } else {
    const kind = typedBlockKind(input.text);
    if (kind === 'domain')
      values = {
        candidateId,
        kind,
        domain: companyDomainKey(input.text),
        label: input.text,
      };
    else if (kind === 'name')
      values = { candidateId, kind, nameKey: companyNameKey(input.text), label: input.text };
    else
      throw new AppError('VALIDATION_FAILED', privacyTexts.typedInvalid, {
        text: privacyTexts.typedInvalid,
      });
  }
  if (!(await blocksRepo.insertBlock(db, values)))
    throw new AppError('CONFLICT', privacyTexts.alreadyBlocked, {
      [input.kind === 'company' ? 'companyId' : 'text']: privacyTexts.alreadyBlocked,
    });
  return getPrivacy(db, candidateId);
}

/** Removes one of the candidate's blocks. @throws AppError NOT_FOUND for no such block of theirs. */
export async function removeBlock(
  db: Db,
  candidateId: string,
  blockId: string,
): Promise<CandidatePrivacy> {
  const label = isUuid(blockId) ? await blocksRepo.deleteBlock(db, candidateId, blockId) : null;
  if (label === null) throw new AppError('NOT_FOUND', privacyTexts.blockNotFound);
  return getPrivacy(db, candidateId);
}

/** Active companies whose name contains `q` (at least 2 characters): id and name, at most 10. */
export async function searchCompaniesToBlock(db: Db, q: string): Promise<CompanySearchResult> {
  if (q.trim().length < 2) return { companies: [] };
  return { companies: await companiesModule.searchCompanyNames(db, q, 10) };
}

/**
 * Who `companyId` is: what `hiddenCandidateIdsSql` matches (its id, current and former name keys,
 * verified domains). Read once per request by each surface.
 */
export function companyReader(db: Db, companyId: string): Promise<CompanyIdentity> {
  return companiesModule.companyIdentityOf(db, companyId);
}

/**
 * The candidates hidden from a company (docs/decisions/081), as a SQL subquery of ids for lists
 * written in SQL (`feedConditions`, saved-search alerts) — the one rule.
 */
export function hiddenCandidateIdsSql(company: CompanyIdentity): SQL {
  return blocksRepo.hiddenCandidateIdsSql(company);
}

/**
 * The same ids as a set, for lists kept in memory (the feed index, the pipeline board): the
 * subquery's result, read now (one indexed read, never cached, so every process agrees).
 */
export async function candidatesHiddenFrom(db: Db, companyId: string): Promise<Set<string>> {
  return blocksRepo.findHiddenCandidateIds(db, await companyReader(db, companyId));
}

/**
 * Whether candidate `candidateId` is hidden from company `companyId`: blocked by it (by id, name
 * or verified domain, former names included) or employed there now (docs/decisions/081). A hidden
 * candidate is, for that company, one who does not exist.
 */
export async function isCandidateHiddenFrom(
  db: Db,
  candidateId: string,
  companyId: string,
): Promise<boolean> {
  if (!isUuid(candidateId)) return false;
  return blocksRepo.isHidden(db, candidateId, await companyReader(db, companyId));
}
