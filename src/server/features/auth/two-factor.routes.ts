/**
 * Two-factor authentication from the account pages (issue #31 item 4;
 * docs/decisions/067-two-factor-authentication.md): its status, setting it up by QR code or typed
 * secret, turning it on with a first code, new recovery codes, turning it off. The login's second
 * step is `POST /api/auth/login/two-factor` in auth.routes.ts. Every route is the signed-in
 * account's own, an admin without two-factor included (`requireSignedIn`).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  disableTwoFactorSchema,
  recoveryCodesSchema,
  twoFactorCodeBodySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../shared/auth/two-factor';
import { AppError } from '../../platform/lib/app-error';
import { limit } from '../../platform/http/rate-limit';
import { requireRecentAuthentication, requireSignedIn } from './session.plugin';
import { findAccountById } from './auth.repo';
import {
  beginTwoFactorSetup,
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  twoFactorStatus,
} from './two-factor.service';

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const slowdown = {
    counter: app.rateLimits.counter,
    sleep: app.rateLimits.sleep,
    after: config.LOGIN_SLOWDOWN_AFTER,
    maxMs: config.LOGIN_SLOWDOWN_MAX_MS,
  };
  const tags = ['auth'];

  /** The signed-in account's row. @throws AppError UNAUTHENTICATED when it is gone. */
  async function accountOf(userId: string) {
    const account = await findAccountById(db, userId);
    if (!account) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
    return account;
  }

  app.get(
    '/api/auth/two-factor',
    {
      schema: {
        tags,
        summary: 'Whether two-factor is on, and how many recovery codes are left',
        response: { 200: twoFactorStatusSchema },
      },
      onRequest: requireSignedIn,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return twoFactorStatus(db, await accountOf(request.auth!.user.id));
    },
  );

  app.post(
    '/api/auth/two-factor/setup',
    {
      schema: {
        tags,
        summary: 'Start setting up two-factor: a new secret and its QR code (needs a recent login)',
        response: { 200: twoFactorSetupSchema },
      },
      onRequest: [requireSignedIn, requireRecentAuthentication],
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return beginTwoFactorSetup(db, request.auth!.user);
    },
  );

  app.post(
    '/api/auth/two-factor/enable',
    {
      schema: {
        tags,
        summary: "Turn two-factor on with the app's first code; answers the 10 recovery codes",
        body: twoFactorCodeBodySchema,
        response: { 200: recoveryCodesSchema },
      },
      onRequest: requireSignedIn,
      preHandler: limit(app, 'two-factor'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        recoveryCodes: await enableTwoFactor(app.ctx, request.auth!.user.id, request.body.code),
      };
    },
  );

  app.post(
    '/api/auth/two-factor/recovery-codes',
    {
      schema: {
        tags,
        summary: 'Replace the recovery codes after a current code',
        body: twoFactorCodeBodySchema,
        response: { 200: recoveryCodesSchema },
      },
      onRequest: requireSignedIn,
      preHandler: limit(app, 'two-factor'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const codes = await regenerateRecoveryCodes(
        app.ctx,
        slowdown,
        request.auth!.user.id,
        request.body.code,
      );
      return { recoveryCodes: codes };
    },
  );

  app.post(
    '/api/auth/two-factor/disable',
    {
      schema: {
        tags,
        summary: 'Turn two-factor off with the password and a current code (not for admins)',
        body: disableTwoFactorSchema,
        response: { 204: z.null() },
      },
      onRequest: requireSignedIn,
      preHandler: limit(app, 'two-factor'),
    },
    async (request, reply) => {
      await disableTwoFactor(
        app.ctx,
        slowdown,
        await accountOf(request.auth!.user.id),
        request.body,
      );
      return reply.status(204).send(null);
    },
  );
};
