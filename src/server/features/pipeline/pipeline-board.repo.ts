/**
 * The board's read of a company's pipeline (issue #34 item 3, docs/decisions/074): for every
 * candidate on it — on one of the company's lists, with an intro request of the company, with a
 * proposed gig of the company, or with a stage set by hand — the facts the stage rules need
 * (`domain/pipeline-stage.ts`) and what a card shows, in one statement. It reads the pipeline's
 * tables beside `intro_requests`, `gigs` and `candidates`, and writes nothing.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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

/**
 * Selects the board's row of each candidate in `where` for `companyId`: the per-candidate facts
 * (lists, notes, latest gig) are aggregated once per company in CTEs and hash-joined, not looked
 * up row by row.
 */
function boardQuery(db: Db, companyId: string, candidateIds?: readonly string[]) {
  // For some candidates only, each aggregate reads only theirs.
  const only = (column: AnyPgColumn) =>
    candidateIds ? inArray(column, [...candidateIds]) : undefined;
  const lists = db.$with('board_lists').as(
    db
      .select({
        candidateId: shortlistEntries.candidateId,
        firstAdded: sql`min(${shortlistEntries.addedAt})`
          .mapWith(shortlistEntries.addedAt)
          .as('first_added'),
        names: sql<
          string[]
        >`array_agg(${shortlists.name} order by ${shortlists.position}, ${shortlists.createdAt})`.as(
          'names',
        ),
      })
      .from(shortlistEntries)
      .innerJoin(shortlists, eq(shortlists.id, shortlistEntries.shortlistId))
      .where(and(eq(shortlists.companyId, companyId), only(shortlistEntries.candidateId)))
      .groupBy(shortlistEntries.candidateId),
  );
  const notes = db.$with('board_notes').as(
    db
      .select({
        candidateId: candidateNotes.candidateId,
        count: sql<number>`count(*)::int`.as('notes_count'),
      })
      .from(candidateNotes)
      .where(and(eq(candidateNotes.companyId, companyId), only(candidateNotes.candidateId)))
      .groupBy(candidateNotes.candidateId),
  );
  const latestGig = db.$with('board_gigs').as(
    db
      .selectDistinctOn([gigs.preferredCandidateId], {
        candidateId: sql<string>`${gigs.preferredCandidateId}`.as('gig_candidate_id'),
        gigId: sql<string>`${gigs.id}`.as('gig_id'),
        gigStatus: sql<GigStatus>`${gigs.status}`.as('gig_status'),
        gigAt: sql`${gigs.updatedAt}`.mapWith(gigs.updatedAt).as('gig_at'),
      })
      .from(gigs)
      .where(and(eq(gigs.companyId, companyId), PIPELINE_GIG, only(gigs.preferredCandidateId)))
      .orderBy(gigs.preferredCandidateId, desc(gigs.updatedAt)),
  );
  return db
    .with(lists, notes, latestGig)
    .select({
      candidateId: candidates.id,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      role: candidates.role,
      location: candidates.location,
      intro: introRequests,
      gigId: latestGig.gigId,
      gigStatus: latestGig.gigStatus,
      gigAt: latestGig.gigAt,
      mark: pipelineMarks,
      shortlistedAt: lists.firstAdded,
      shortlists: lists.names,
      notesCount: notes.count,
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
    .leftJoin(lists, eq(lists.candidateId, candidates.id))
    .leftJoin(notes, eq(notes.candidateId, candidates.id))
    .leftJoin(latestGig, eq(latestGig.candidateId, candidates.id))
    .where(and(sql`${candidates.id} in ${boardCandidateIds(companyId)}`, only(candidates.id)));
}

export type BoardRow = Awaited<ReturnType<typeof boardQuery>>[number];

/** Every candidate on the company's board. */
export async function listBoardRows(db: Db, companyId: string): Promise<BoardRow[]> {
  return boardQuery(db, companyId);
}

/** The board rows of these candidates (those on the company's board). */
export async function findBoardRows(
  db: Db,
  companyId: string,
  candidateIds: readonly string[],
): Promise<BoardRow[]> {
  if (candidateIds.length === 0) return [];
  return boardQuery(db, companyId, candidateIds);
}
