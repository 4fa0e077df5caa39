/**
 * The board's read of a company's pipeline (issue #34 item 3, docs/decisions/074): for every
 * candidate on it — on one of the company's lists, with an intro request of the company, with a
 * proposed gig of the company, or with a stage set by hand — the facts the stage rules need
 * (`domain/pipeline-stage.ts`) and what a card shows, in one statement. It reads the pipeline's
 * tables beside `intro_requests`, `gigs` and `candidates`, and writes nothing.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  candidateNotes,
  candidates,
  gigs,
  introRequests,
  pipelineMarks,
  shortlistEntries,
  shortlists,
} from '../../../db/schema';
import type { GigStatus } from '../../../shared/gigs/schemas';

/** Gig statuses that concern the pipeline: offered to the candidate or further. */
const PIPELINE_GIG = sql`${gigs.status} in ('proposed', 'in_progress', 'complete', 'cancelled')`;

/** The ids of the candidates on the company's board. */
function boardCandidateIds(companyId: string): SQL {
  return sql`(
    select ${introRequests.candidateId} from ${introRequests} where ${introRequests.companyId} = ${companyId}
    union
    select e.candidate_id from ${shortlistEntries} e
      join ${shortlists} s on s.id = e.shortlist_id where s.company_id = ${companyId}
    union
    select ${pipelineMarks.candidateId} from ${pipelineMarks} where ${pipelineMarks.companyId} = ${companyId}
    union
    select ${gigs.preferredCandidateId} from ${gigs}
      where ${gigs.companyId} = ${companyId} and ${gigs.preferredCandidateId} is not null and ${PIPELINE_GIG}
  )`;
}

/** Selects the board's row of each candidate in `where` for `companyId`. */
function boardQuery(db: Db, companyId: string, where: SQL | undefined) {
  const latestGig = (column: SQL) => sql`(
    select ${column} from ${gigs}
    where ${gigs.companyId} = ${companyId} and ${gigs.preferredCandidateId} = ${candidates.id} and ${PIPELINE_GIG}
    order by ${gigs.updatedAt} desc limit 1)`;
  return db
    .select({
      candidateId: candidates.id,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      role: candidates.role,
      location: candidates.location,
      intro: introRequests,
      gigId: latestGig(sql`${gigs.id}`).mapWith(String),
      gigStatus: sql<GigStatus | null>`${latestGig(sql`${gigs.status}`)}`,
      gigAt: latestGig(sql`${gigs.updatedAt}`).mapWith(gigs.updatedAt),
      mark: pipelineMarks,
      shortlistedAt: sql`(
        select min(e.added_at) from ${shortlistEntries} e join ${shortlists} s on s.id = e.shortlist_id
        where s.company_id = ${companyId} and e.candidate_id = ${candidates.id})`.mapWith(
        shortlistEntries.addedAt,
      ),
      shortlists: sql<string[]>`(
        select coalesce(array_agg(s.name order by s.position, s.created_at), '{}')
        from ${shortlistEntries} e join ${shortlists} s on s.id = e.shortlist_id
        where s.company_id = ${companyId} and e.candidate_id = ${candidates.id})`,
      notesCount: sql<number>`(
        select count(*)::int from ${candidateNotes}
        where ${candidateNotes.companyId} = ${companyId} and ${candidateNotes.candidateId} = ${candidates.id})`,
    })
    .from(candidates)
    .leftJoin(
      introRequests,
      and(eq(introRequests.companyId, companyId), eq(introRequests.candidateId, candidates.id)),
    )
    .leftJoin(
      pipelineMarks,
      and(eq(pipelineMarks.companyId, companyId), eq(pipelineMarks.candidateId, candidates.id)),
    )
    .where(and(sql`${candidates.id} in ${boardCandidateIds(companyId)}`, where));
}

export type BoardRow = Awaited<ReturnType<typeof boardQuery>>[number];

/** Every candidate on the company's board. */
export async function listBoardRows(db: Db, companyId: string): Promise<BoardRow[]> {
  return boardQuery(db, companyId, undefined);
}

/** The board rows of these candidates (those on the company's board). */
export async function findBoardRows(
  db: Db,
  companyId: string,
  candidateIds: readonly string[],
): Promise<BoardRow[]> {
  if (candidateIds.length === 0) return [];
  return boardQuery(db, companyId, inArray(candidates.id, [...candidateIds]));
}
