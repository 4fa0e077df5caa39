/**
 * Saved searches (issue #34 item 5, docs/decisions/076): a company member's own searches — list,
 * save, rename or change the alert, delete — and the public one-click unsubscribe of an alert
 * e-mail (RFC 8058). Thin: the rules are in the services.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSavedSearchSchema,
  savedSearchListSchema,
  savedSearchSchema,
  savedSearchTexts,
  unsubscribeResultSchema,
  updateSavedSearchSchema,
} from '../../../shared/saved-searches/schemas';
import { companyIdOf, requireCompanyRole, requireRole, userIdOf } from '../auth';
import * as service from './saved-searches.service';

const idParams = z.object({ id: z.uuid({ error: savedSearchTexts.notFound }) });
const tokenParams = z.object({ token: z.string().min(1).max(300) });

function ownerOf(request: FastifyRequest): service.SearchOwner {
  return { userId: userIdOf(request), companyId: companyIdOf(request) };
}

export const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyMember = [requireRole('company'), requireCompanyRole('owner', 'admin', 'member')];
  const tags = ['saved-searches'];

  // RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` as a form (or multipart, which the
  // app already reads). Only this plugin's routes read a form body, and only the one-click route
  // gets past the cross-site guard with one (`oneClickUnsubscribe`); the body is not needed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/saved-searches',
    {
      schema: {
        tags,
        summary: 'My saved searches, newest first',
        response: { 200: savedSearchListSchema },
      },
      onRequest: anyMember,
    },
    async (request) => ({ items: await service.listSavedSearches(app.ctx.db, ownerOf(request)) }),
  );

  app.post(
    '/api/saved-searches',
    {
      schema: {
        tags,
        summary: "Save the feed's search, filters and order under a name, with an alert",
        body: createSavedSearchSchema,
        response: { 201: savedSearchSchema },
      },
      onRequest: anyMember,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createSavedSearch(app.ctx, ownerOf(request), request.body)),
  );

  app.patch(
    '/api/saved-searches/:id',
    {
      schema: {
        tags,
        summary: 'Rename a saved search or change its alert',
        params: idParams,
        body: updateSavedSearchSchema,
        response: { 200: savedSearchSchema },
      },
      onRequest: anyMember,
    },
    async (request) =>
      service.updateSavedSearch(app.ctx, ownerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/saved-searches/:id',
    {
      schema: { tags, summary: 'Delete a saved search', params: idParams },
      onRequest: anyMember,
    },
    async (request, reply) => {
      await service.deleteSavedSearch(app.ctx.db, ownerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/saved-searches/unsubscribe/:token',
    {
      schema: {
        tags,
        summary: "Turn off a saved search's alerts from its e-mail (one click, no login; RFC 8058)",
        params: tokenParams,
        response: { 200: unsubscribeResultSchema },
      },
      config: { oneClickUnsubscribe: true },
    },
    async (request) => service.unsubscribeAlerts(app.ctx, request.params.token),
  );
};
