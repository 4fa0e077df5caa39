/**
 * Passkeys (issue #31 item 5; docs/decisions/068-passkeys.md): register, list, rename and remove
 * the account's passkeys; sign in with one alone; re-authenticate a session with one. Thin routes
 * over `passkeys.service.ts`.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionInfoSchema } from '../../../shared/auth/schemas';
import {
  addPasskeySchema,
  authenticationOptionsSchema,
  passkeyListSchema,
  passkeyLoginSchema,
  passkeyReauthSchema,
  passkeySummarySchema,
  registrationOptionsSchema,
  renamePasskeySchema,
} from '../../../shared/auth/passkeys';
import { limit } from '../../platform/http/rate-limit';
import { requireRecentAuthentication, requireRole, setSessionCookie } from './session.plugin';
import { toSessionInfo } from './auth.service';
import {
  finishPasskeyRegistration,
  listPasskeysOf,
  reauthenticateWithPasskey,
  removePasskeyOf,
  renamePasskeyOf,
  signInWithPasskey,
  startPasskeyReauthentication,
  startPasskeyRegistration,
  startPasskeySignIn,
} from './passkeys.service';
import { sessionClientOf } from './sessions.service';

const tags = ['auth'];
const passkeyParams = z.object({ id: z.uuid() });

/** The passkey routes (issue #31 item 5; docs/decisions/068), registered after `authRoutes`. */
export const passkeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const signedIn = requireRole('company', 'candidate', 'admin');

  app.post(
    '/api/auth/passkeys/registration-options',
    {
      schema: {
        tags,
        summary:
          'Start registering a passkey: options for navigator.credentials.create() (docs/decisions/068)',
        response: { 200: registrationOptionsSchema },
      },
      onRequest: signedIn,
      preHandler: limit(app, 'passkey-options'),
    },
    async (request) => {
      const { user } = request.auth!;
      return startPasskeyRegistration(app.ctx, user);
    },
  );

  app.post(
    '/api/auth/passkeys',
    {
      schema: {
        tags,
        summary:
          "Finish registering a passkey with the browser's response; needs a proof in the last 10 minutes",
        body: addPasskeySchema,
        response: { 201: passkeySummarySchema },
      },
      onRequest: [signedIn, requireRecentAuthentication],
    },
    async (request, reply) => {
      const passkey = await finishPasskeyRegistration(
        app.ctx,
        request.auth!.user.id,
        request.body,
        sessionClientOf(request.headers['user-agent'], request.ip),
      );
      return reply.status(201).send(passkey);
    },
  );

  app.get(
    '/api/auth/passkeys',
    {
      schema: {
        tags,
        summary: "The account's passkeys: name, added, last used (docs/decisions/068)",
        response: { 200: passkeyListSchema },
      },
      onRequest: signedIn,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await listPasskeysOf(db, request.auth!.user.id) };
    },
  );

  app.patch(
    '/api/auth/passkeys/:id',
    {
      schema: {
        tags,
        summary: 'Rename one of your passkeys',
        params: passkeyParams,
        body: renamePasskeySchema,
        response: { 204: z.null() },
      },
      onRequest: signedIn,
    },
    async (request, reply) => {
      await renamePasskeyOf(db, request.auth!.user.id, request.params.id, request.body.name);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/auth/passkeys/:id',
    {
      schema: {
        tags,
        summary: 'Remove one of your passkeys; needs a proof in the last 10 minutes',
        params: passkeyParams,
        response: { 204: z.null() },
      },
      onRequest: [signedIn, requireRecentAuthentication],
    },
    async (request, reply) => {
      await removePasskeyOf(db, request.auth!.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/passkeys/authentication-options',
    {
      schema: {
        tags,
        summary:
          'Start a sign-in with a passkey: a challenge for navigator.credentials.get() (docs/decisions/068)',
        response: { 200: authenticationOptionsSchema },
      },
      preHandler: limit(app, 'passkey-options'),
    },
    async () => startPasskeySignIn(app.ctx),
  );

  app.post(
    '/api/auth/login/passkey',
    {
      schema: {
        tags,
        summary:
          'Sign in with a passkey alone, on the login page of its role (no second factor asked)',
        body: passkeyLoginSchema,
        response: { 200: sessionInfoSchema },
      },
      // The password login's budget per address (docs/decisions/018); there is no e-mail to count.
      preHandler: limit(app, 'login'),
    },
    async (request, reply) => {
      const { token, auth } = await signInWithPasskey(
        app.ctx,
        request.body,
        sessionClientOf(request.headers['user-agent'], request.ip),
      );
      setSessionCookie(app, reply, token, auth.expiresAt);
      return toSessionInfo(auth);
    },
  );

  app.post(
    '/api/auth/reauthenticate/passkey-options',
    {
      schema: {
        tags,
        summary: "Start proving this session again with one of the account's passkeys",
        response: { 200: authenticationOptionsSchema },
      },
      onRequest: signedIn,
      preHandler: limit(app, 'passkey-options'),
    },
    async (request) => startPasskeyReauthentication(app.ctx, request.auth!.user.id),
  );

  app.post(
    '/api/auth/reauthenticate/passkey',
    {
      schema: {
        tags,
        summary:
          'Prove this session again with a passkey: deleting works for the next 10 minutes (docs/decisions/066, 068)',
        body: passkeyReauthSchema,
        response: { 204: z.null() },
      },
      onRequest: signedIn,
      preHandler: limit(app, 'password-change'),
    },
    async (request, reply) => {
      const auth = request.auth!;
      await reauthenticateWithPasskey(app.ctx, auth.user.id, auth.sessionId, request.body);
      return reply.status(204).send(null);
    },
  );
};
