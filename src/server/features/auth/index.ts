/**
 * The auth module: identity and sessions — users, passwords, e-mail verification, password resets,
 * sessions and their cookies, two-factor and passkeys (docs/decisions/066–069) — and the session
 * plugin every route uses (`requireRole`, `request.auth`). It imports no other module: everything
 * else builds on it. Its public door (docs/decisions/072-server-modules.md): nothing outside the
 * module imports its other files.
 */
export {
  deleteUser,
  findAccountByEmail,
  findAccountById,
  findLiveSessionEnds,
  findUserWithName,
  insertUser,
  listAdminIds,
  listUsers,
} from './auth.repo';
export type { UserFilters, UserWithName } from './auth.repo';
export { authRoutes } from './auth.routes';
export {
  sessionViewer,
  startSession,
  toSessionInfo,
  toSessionUser,
  upsertAdmin,
} from './auth.service';
export type { SessionClient } from './auth.service';
export { sendVerificationLink, tellOwnerOfSignupAttempt } from './email-verification.service';
export { passkeysRoutes } from './passkeys.routes';
export { sendRequestedPasswordResets } from './password.service';
export {
  clearSessionCookie,
  companyIdOf,
  requireCompanyRole,
  requireRecentAuthentication,
  requireRole,
  requireVerifiedEmail,
  sessionPlugin,
  setSessionCookie,
  userIdOf,
} from './session.plugin';
export { endAllSessions, sessionClientOf } from './sessions.service';
export { exportSignIn } from './sign-in-export.service';
export { candidateSignupTiming, companySignupTiming } from './signup-timing';
export { twoFactorRoutes } from './two-factor.routes';
