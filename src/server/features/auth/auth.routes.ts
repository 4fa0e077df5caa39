/**
 * `POST /api/auth/login`, `POST /api/auth/logout`, `GET /api/session`, `POST /api/session/renew`
 * (spec 1 §6 "Authentication": session info has isValid, userType, user).
 */
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordResetTexts,
  sessionInfoSchema,
  reauthenticateSchema,
  sessionListSchema,
  verifyEmailSchema,
} from '../../../shared/auth/schemas';
import { emailVerificationTexts } from '../../../shared/auth/email-verification';
import { limit } from '../../platform/http/rate-limit';
import {
  LOGIN_CHALLENGE_COOKIE,
  loginTwoFactorSchema,
  TRUSTED_DEVICE_COOKIE,
  twoFactorChallengeSchema,
} from '../../../shared/auth/two-factor';
import { clearSessionCookie, requireSignedIn, setSessionCookie, userIdOf } from './session.plugin';
import {
  finishLoginChallenge,
  loginNeedsSecondFactor,
  startLoginChallenge,
} from './two-factor.service';
import { endSession, toSessionInfo } from './auth.service';
import { resendVerificationLink, verifyEmail } from './email-verification.service';
import type { AccountRow } from './auth.repo';
import { authenticateSlowly } from './login-throttle';
import {
  endOtherSessions,
  endSessionOf,
  listSessions,
  sessionClientOf,
  startLoginSession,
} from './sessions.service';
import {
  changePassword,
  confirmPasswordReset,
  reauthenticate,
  requestPasswordReset,
} from './password.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  /** Starts the session of a login that passed every check: its cookie, and its info. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, account: AccountRow) {
    const { token, auth } = await startLoginSession(
      app.ctx,
      account,
      sessionClientOf(request.headers['user-agent'], request.ip),
    );
    setSessionCookie(app, reply, token, auth.expiresAt);
    return toSessionInfo(auth);
  }

  /** The login's own cookies: the challenge and the trusted device (docs/decisions/067). */
  const authCookie = {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.COOKIE_SECURE,
    path: '/api/auth/login',
  } as const;
  const slowdown = {
    counter: app.rateLimits.counter,
    sleep: app.rateLimits.sleep,
    after: config.LOGIN_SLOWDOWN_AFTER,
    maxMs: config.LOGIN_SLOWDOWN_MAX_MS,
  };

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in as a company, candidate or admin',
        body: loginSchema,
        response: { 200: sessionInfoSchema, 202: twoFactorChallengeSchema },
      },
      // Refused per IP and per (IP, e-mail); per e-mail only slowed down (decision 018).
      preHandler: limit(app, 'login', 'login-account'),
    },
    async (request, reply) => {
      const account = await authenticateSlowly(db, slowdown, request.body);
      // Two-factor on and this browser not trusted: the code next (docs/decisions/067).
      const device = request.cookies[TRUSTED_DEVICE_COOKIE];
      if (await loginNeedsSecondFactor(db, account, device, app.ctx.now())) {
        const challenge = await startLoginChallenge(db, account.id, app.ctx.now());
        reply.setCookie(LOGIN_CHALLENGE_COOKIE, challenge.token, {
          ...authCookie,
          expires: challenge.expiresAt,
        });
        return reply
          .status(202)
          .send({ twoFactorRequired: true, expiresAt: challenge.expiresAt.toISOString() });
      }
      return signIn(request, reply, account);
    },
  );

  app.post(
    '/api/auth/login/two-factor',
    {
      schema: {
        tags: ['auth'],
        summary:
          "A login's second step: the authenticator app's code or a recovery code (docs/decisions/067)",
        body: loginTwoFactorSchema,
        response: { 200: sessionInfoSchema },
      },
      preHandler: limit(app, 'two-factor'),
    },
    async (request, reply) => {
      const { account, trustedDevice } = await finishLoginChallenge(
        app.ctx,
        slowdown,
        request.cookies[LOGIN_CHALLENGE_COOKIE],
        request.body,
      );
      reply.clearCookie(LOGIN_CHALLENGE_COOKIE, { path: authCookie.path });
      if (trustedDevice)
        reply.setCookie(TRUSTED_DEVICE_COOKIE, trustedDevice.token, {
          ...authCookie,
          expires: trustedDevice.expiresAt,
        });
      return signIn(request, reply, account);
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], summary: 'End the current session', response: { 204: z.null() } } },
    async (request, reply) => {
      if (request.auth) await endSession(db, request.auth.tokenHash);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'The current session (renewed when under 24 hours remain)',
        response: { 200: sessionInfoSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toSessionInfo(request.auth);
    },
  );

  app.post(
    '/api/session/renew',
    {
      schema: {
        tags: ['auth'],
        summary: 'Renew the session after idling (spec 1 §4)',
        response: { 200: sessionInfoSchema },
      },
    },
    async (request) => toSessionInfo(request.auth),
  );

  const messageSchema = z.object({ message: z.string() });

  app.post(
    '/api/auth/password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a single-use password reset link (same answer for unknown addresses)',
        body: passwordResetRequestSchema,
        response: { 202: messageSchema },
      },
      preHandler: limit(app, 'password-reset'),
    },
    async (request, reply) => {
      await requestPasswordReset(app.ctx, request.body.email);
      return reply.status(202).send({ message: passwordResetTexts.requested });
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link; ends all sessions',
        body: passwordResetConfirmSchema,
        response: { 200: messageSchema },
      },
      preHandler: limit(app, 'password-reset-confirm'),
    },
    async (request) => {
      await confirmPasswordReset(app.ctx, request.body.token, request.body.password);
      return { message: passwordResetTexts.done };
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: "Prove the account's e-mail address with its single-use link (24 h)",
        body: verifyEmailSchema,
        response: { 200: messageSchema },
      },
      preHandler: limit(app, 'email-verification'),
    },
    async (request) => {
      await verifyEmail(app.ctx, request.body.token);
      return { message: emailVerificationTexts.verified };
    },
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail the signed-in account a new verification link; earlier links stop working',
        response: { 202: messageSchema },
      },
      onRequest: requireSignedIn,
      preHandler: limit(app, 'email-verification'),
    },
    async (request, reply) => {
      await resendVerificationLink(app.ctx, userIdOf(request));
      return reply.status(202).send({ message: emailVerificationTexts.sent });
    },
  );

  // The account's own security: an admin whose two-factor is not on yet may use it too.
  const signedIn = requireSignedIn;

  app.get(
    '/api/auth/sessions',
    {
      schema: {
        tags: ['auth'],
        summary:
          "The account's live sessions: device, network, started, last seen (docs/decisions/066)",
        response: { 200: sessionListSchema },
      },
      onRequest: signedIn,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const auth = request.auth!;
      return { items: await listSessions(db, auth.user.id, auth.sessionId) };
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out one of your sessions (this one too: then the cookie is cleared)',
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null() },
      },
      onRequest: signedIn,
    },
    async (request, reply) => {
      const auth = request.auth!;
      await endSessionOf(db, auth.user.id, request.params.id);
      if (request.params.id === auth.sessionId) clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/sessions/end-others',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere else: every session of the account but this one',
        response: { 204: z.null() },
      },
      onRequest: signedIn,
    },
    async (request, reply) => {
      const auth = request.auth!;
      await endOtherSessions(db, auth.user.id, auth.tokenHash);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/reauthenticate',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Prove the password again: deleting an account works for the next 10 minutes (docs/decisions/066)',
        body: reauthenticateSchema,
        response: { 204: z.null() },
      },
      onRequest: signedIn,
      preHandler: limit(app, 'password-change'),
    },
    async (request, reply) => {
      const auth = request.auth!;
      await reauthenticate(
        app.ctx,
        slowdown,
        { userId: auth.user.id, sessionId: auth.sessionId },
        request.body,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/password',
    {
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's password; other sessions end",
        body: changePasswordSchema,
        response: { 204: z.null() },
      },
      onRequest: signedIn,
      preHandler: limit(app, 'password-change'),
    },
    async (request, reply) => {
      const auth = request.auth!;
      await changePassword(app.ctx, slowdown, auth.user.id, auth.tokenHash, request.body);
      return reply.status(204).send(null);
    },
  );
};
