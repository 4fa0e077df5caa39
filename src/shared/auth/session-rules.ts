/** Session constants (spec 1 §4 "Session", §9). */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Renew when less than this remains. */
export const SESSION_RENEW_BELOW_MS = 24 * 60 * 60 * 1000;
/** The page re-checks the session this often. */
export const AUTH_CHECK_INTERVAL_MS = 60 * 1000;
/** After activity, the page renews the session once the user has been idle this long. */
export const IDLE_CHECK_MS = 5 * 60 * 1000;
export const SESSION_COOKIE = 'warmintro_session';
