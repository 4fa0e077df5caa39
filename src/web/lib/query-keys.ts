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
