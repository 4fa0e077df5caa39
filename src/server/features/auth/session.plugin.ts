/**
 * Reads the session cookie on every request to an `/api` route into `request.auth` (renewing it
 * when under 24 hours remain) and provides `requireRole(...)` for routes (DESIGN.md "Security
 * model"). Which route was asked for is the router's answer (`routeOptions.url`), never a prefix
 * of the raw URL, which may spell the same path differently (`/%61pi/...`; issue #12 finding 1).
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../../../shared/auth/session-rules';
import type { SessionUser, UserType } from '../../../shared/auth/schemas';
import { memberRoleLabels, teamTexts } from '../../../shared/companies/team';
import { REAUTH_WINDOW_MS, reauthTexts } from '../../../shared/auth/reauth';
import { twoFactorTexts } from '../../../shared/auth/two-factor';
import { AppError } from '../../platform/lib/app-error';
import { resolveSession, type AuthContext } from './auth.service';
import { assertEmailVerified } from './email-verification.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null for a visitor. Set for `/api` requests. */
    auth: AuthContext | null;
  }
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, Secure when configured, until `expiresAt`. */
export function setSessionCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: app.ctx.config.COOKIE_SECURE,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Marks the hooks `requireRole` makes, so routes that run one too late are refused at start. */
const roleGuard = Symbol('requireRole');

/**
 * An `onRequest` hook that lets through only a signed-in user of one of `roles` — an admin only
 * once the admin's two-factor is on (docs/decisions/067). Use it as the
 * route's `onRequest` (or a plugin's `onRequest` hook): it runs after the session is read and
 * before the body is parsed or validated, so a visitor learns nothing about a route's input
 * (docs/decisions/016-authorize-before-the-body.md). Registering it as a later hook
 * (`preValidation`, `preHandler`, …) throws when the route is added.
 * @throws AppError UNAUTHENTICATED (401) for visitors, FORBIDDEN (403) for other roles,
 *   TWO_FACTOR_REQUIRED (403) for an admin without two-factor.
 */
export function requireRole(...roles: UserType[]): onRequestAsyncHookHandler {
  const checkRole = async function checkRole(request: FastifyRequest) {
    if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
    const { role, twoFactorEnabled } = request.auth.user;
    if (!roles.includes(role)) {
      throw new AppError('FORBIDDEN', 'You do not have access to this resource.');
    }
    if (role === 'admin' && !twoFactorEnabled)
      throw new AppError(
        'TWO_FACTOR_REQUIRED',
        twoFactorTexts.requiredForAdmins,
        undefined,
        twoFactorTexts.requiredForAdminsTitle,
      );
  };
  return Object.assign(checkRole, { [roleGuard]: roles });
}

/**
 * An `onRequest` hook for the account's own security — its sessions, password, e-mail proof and
 * two-factor — that lets through any signed-in user, an admin whose two-factor is not on yet
 * included (so the admin can set it up; docs/decisions/067).
 * @throws AppError UNAUTHENTICATED (401) for visitors.
 */
export const requireSignedIn: onRequestAsyncHookHandler = Object.assign(
  async function requireSignedIn(request: FastifyRequest) {
    if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  },
  { [roleGuard]: ['company', 'candidate', 'admin'] },
);

/**
 * An `onRequest` hook, after `requireRole`, that refuses a user whose address is not verified yet:
 * for what waits for a proven address — intro requests, messages, gigs (docs/decisions/065).
 * @throws AppError EMAIL_UNVERIFIED (403) 'E-mail Not Verified'.
 */
export const requireVerifiedEmail: onRequestAsyncHookHandler = async function requireVerifiedEmail(
  request: FastifyRequest,
) {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  assertEmailVerified(request.auth.user);
};

/**
 * An `onRequest` hook, after `requireRole`, for a step that cannot be undone (deleting an
 * account): the session must have proved its password in the last 10 minutes — its login or a
 * `POST /api/auth/reauthenticate` (docs/decisions/066).
 * @throws AppError REAUTH_REQUIRED (403) "Confirm It's You".
 */
export const requireRecentAuthentication: onRequestAsyncHookHandler =
  async function requireRecentAuthentication(request: FastifyRequest) {
    if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
    if (Date.now() - request.auth.authenticatedAt.getTime() > REAUTH_WINDOW_MS)
      throw new AppError(
        'REAUTH_REQUIRED',
        reauthTexts.required,
        undefined,
        reauthTexts.requiredTitle,
      );
  };

/** Route hooks that run after the body is read: too late for `requireRole`. */
const lateHooks = ['preParsing', 'preValidation', 'preHandler'] as const;

/** @throws Error when a route runs a `requireRole` guard in a hook after `onRequest`. */
function assertGuardsRunFirst(route: RouteOptions) {
  for (const hook of lateHooks) {
    const handlers = [route[hook] ?? []].flat() as object[];
    if (handlers.some((handler) => roleGuard in handler)) {
      throw new Error(
        `${String(route.method)} ${route.url}: requireRole(...) must be the route's onRequest hook, not ${hook} (docs/decisions/016-authorize-before-the-body.md).`,
      );
    }
  }
}

/**
 * An `onRequest` hook, after `requireRole('company')`, that lets through only a member of a company
 * with one of `roles` (issue #33 item 3, docs/decisions/073): a removed member has no company.
 * @throws AppError NO_COMPANY (403) for a company account that belongs to no company; FORBIDDEN
 *   (403) "Only the company's owner can do this." for other roles.
 */
export function requireCompanyRole(
  ...roles: NonNullable<SessionUser['companyRole']>[]
): onRequestAsyncHookHandler {
  return async function checkCompanyRole(request: FastifyRequest) {
    companyIdOf(request);
    const role = request.auth!.user.companyRole!;
    if (!roles.includes(role))
      throw new AppError('FORBIDDEN', teamTexts.companyRoleRequired(roleList(roles)));
  };
}

function roleList(roles: string[]): string {
  const names = roles.map((r) =>
    memberRoleLabels[r as keyof typeof memberRoleLabels].toLowerCase(),
  );
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0]!;
}

/**
 * The company the signed-in user works for (issue #33, docs/decisions/073): only for routes behind
 * `requireRole('company')`. Everything a company owns is read and written under this id, never the
 * user's.
 * @throws AppError UNAUTHENTICATED (401) for visitors; NO_COMPANY (403) for a removed member.
 */
export function companyIdOf(request: FastifyRequest): string {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  const { companyId } = request.auth.user;
  if (!companyId) throw new AppError('NO_COMPANY', teamTexts.noCompany);
  return companyId;
}

/** The signed-in user's id; only for routes behind `requireRole`. */
export function userIdOf(request: FastifyRequest): string {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  return request.auth.user.id;
}

export const sessionPlugin = fp(async function sessionPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  app.addHook('onRoute', assertGuardsRunFirst);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const resolved = await resolveSession(app.ctx.db, token);
    if (!resolved) {
      clearSessionCookie(reply);
      return;
    }
    request.auth = resolved.auth;
    if (resolved.renewed) setSessionCookie(app, reply, token, resolved.auth.expiresAt);
  });
});
