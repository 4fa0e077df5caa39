/**
 * The company's funnel (issue #34 item 6, docs/decisions/074): of the intro requests it made in a
 * window, how many the candidate accepted, had a call, went to a trial and were hired, and the
 * median time to the candidate's answer — one statement over `intro_requests`, with the gigs and
 * hand-set stages of the same candidates.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { gigs, introRequests, pipelineMarks } from '../../../db/schema';

export interface FunnelCounts {
  requests: number;
  accepted: number;
  calls: number;
  trials: number;
  hires: number;
  /** Median hours from request to answer (accepted or declined); null without answers. */
  medianAnswerHours: number | null;
}

/** The funnel of the requests the company made since `since`. */
export async function funnelCounts(db: Db, companyId: string, since: Date): Promise<FunnelCounts> {
  const [row] = await queryRows<{
    requests: number;
    accepted: number;
    calls: number;
    trials: number;
    hires: number;
    median: number | null;
  }>(
    db,
    sql`
    with r as (
      select * from ${introRequests}
      where ${introRequests.companyId} = ${companyId} and ${introRequests.requestedAt} >= ${since}
    )
    select
      count(*)::int as requests,
      count(*) filter (where r.status in ('accepted', 'meeting_scheduled', 'meeting_marked_by_company', 'meeting_completed', 'stale'))::int as accepted,
      count(*) filter (where r.call_booked_at is not null or r.status in ('meeting_marked_by_company', 'meeting_completed'))::int as calls,
      count(*) filter (where exists (
        select 1 from ${gigs} g where g.company_id = ${companyId} and g.preferred_candidate_id = r.candidate_id
          and g.status in ('proposed', 'in_progress', 'complete')))::int as trials,
      count(*) filter (where exists (
        select 1 from ${pipelineMarks} m where m.company_id = ${companyId} and m.candidate_id = r.candidate_id
          and m.stage = 'hired'))::int as hires,
      (percentile_cont(0.5) within group (
        order by extract(epoch from (r.answered_at - r.requested_at)) / 3600.0
      ) filter (where r.answered_at is not null and r.status <> 'expired'))::float8 as median
    from r`,
  );
  return {
    requests: Number(row?.requests ?? 0),
    accepted: Number(row?.accepted ?? 0),
    calls: Number(row?.calls ?? 0),
    trials: Number(row?.trials ?? 0),
    hires: Number(row?.hires ?? 0),
    medianAnswerHours:
      row?.median === null || row?.median === undefined ? null : Number(row.median),
  };
}
