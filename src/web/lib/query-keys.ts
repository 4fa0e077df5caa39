/**
 * Query keys that more than one web feature uses. A feature keeps its own keys in its `api/`
 * files; a key moves here once another feature needs it, so that the two features need not import
 * each other (docs/decisions/011-import-boundaries.md).
 */

/** Prefix of every talent feed query; intro changes invalidate it so cards show their new state. */
export const talentFeedQueryKey = ['talent-feed'] as const;

/** The company's intro allowance this month; a new, re-requested or expired request changes it. */
export const introAllowanceQueryKey = ['billing', 'allowance'] as const;

/**
 * The signed-in user's notifications (issue #16): the live stream (conversations feature)
 * invalidates it when a `notification` event arrives; the bell (notifications feature) reads it.
 */
export const notificationsQueryKey = ['notifications'] as const;

/** The company's intro requests (intro-requests feature); a notification may change them. */
export const introRequestsQueryKey = ['intro-requests'] as const;

/** The candidate's intro requests (candidates feature); a notification may change them. */
export const candidateIntroRequestsQueryKey = ['candidates', 'me', 'intro-requests'] as const;

/** The company's gigs (gigs feature); a notification may change them. */
export const gigsQueryKey = ['gigs'] as const;

/** The candidate's gigs (candidates feature); a notification may change them. */
export const candidateGigsQueryKey = ['candidates', 'me', 'gigs'] as const;

/**
 * What a notification may be about (issue #16): intros and gigs of either side. The live stream
 * re-reads these when one arrives, so an open dashboard shows the new state without a reload.
 */
export const notifiedViewQueryKeys = [
  introRequestsQueryKey,
  candidateIntroRequestsQueryKey,
  gigsQueryKey,
  candidateGigsQueryKey,
  talentFeedQueryKey,
] as const;

/**
 * Prefix of every query of the company's pipeline (issue #34 items 1–3, 6): the board, its
 * columns, the shortlists, the funnel, a candidate's lists and notes. The live stream (conversations
 * feature) invalidates it when a `pipeline` event arrives; the pipeline feature reads it.
 */
export const pipelineQueryKey = ['pipeline'] as const;

/** The board, every column (`[...pipelineBoardQueryKey]`) or one column (`[..., stage]`). */
export const pipelineBoardQueryKey = [...pipelineQueryKey, 'board'] as const;

/** The company's shortlists, and one list with its candidates (`[..., id]`). */
export const shortlistsQueryKey = [...pipelineQueryKey, 'shortlists'] as const;

/** The company's funnel (`[..., days]`). */
export const funnelQueryKey = [...pipelineQueryKey, 'funnel'] as const;
