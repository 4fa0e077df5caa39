/**
 * The account's own data and its end (issues #3 and #5): `GET /api/candidates/me/export` and
 * `GET /api/companies/me/export` download everything stored, as JSON; `DELETE /api/candidates/me`
 * and `DELETE /api/companies/me` delete the account for good after a recent login and the typed
 * confirmation.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteCandidateAccountSchema } from '../../../shared/candidates/schemas';
import { deleteCompanyAccountSchema } from '../../../shared/companies/schemas';
import {
  clearSessionCookie,
  requireRecentAuthentication,
  requireRole,
  userIdOf,
  companyIdOf,
  requireCompanyRole,
} from '../auth';
import { deleteOwnCandidateAccount, deleteOwnCompanyAccount } from './account-deletion.service';
import { exportCandidateData, exportCompanyData } from './account-export.service';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const candidateOnly = requireRole('candidate');
  const companyOnly = requireRole('company');
  // Issue #33 item 3: the company's data and its deletion are the owner's (decision 073).
  const ownerOnly = requireCompanyRole('owner');
  const tags = ['candidates'];

  app.get(
    '/api/candidates/me/export',
    {
      schema: { tags, summary: 'Everything stored about the candidate, as a JSON download' },
      onRequest: candidateOnly,
    },
    async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="warmintro-candidate-data.json"');
      reply.header('cache-control', 'no-store');
      return exportCandidateData(app.ctx, userIdOf(request));
    },
  );

  app.delete(
    '/api/candidates/me',
    {
      schema: {
        tags,
        summary: 'Delete the account for good (type your e-mail to confirm)',
        body: deleteCandidateAccountSchema,
        response: { 204: z.null() },
      },
      onRequest: [candidateOnly, requireRecentAuthentication],
    },
    async (request, reply) => {
      await deleteOwnCandidateAccount(app.ctx, request.auth!.user, request.body.confirmation);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  // The company's own data and account (issue #3).
  app.get(
    '/api/companies/me/export',
    {
      schema: {
        tags: ['companies'],
        summary: 'Everything stored about the company, as a JSON download',
      },
      onRequest: [companyOnly, ownerOnly],
    },
    async (request, reply) => {
      const data = await exportCompanyData(db, companyIdOf(request), userIdOf(request));
      reply.header('content-disposition', 'attachment; filename="warmintro-company-data.json"');
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.delete(
    '/api/companies/me',
    {
      schema: {
        tags: ['companies'],
        summary: 'Delete the company account for good (type the company name to confirm)',
        body: deleteCompanyAccountSchema,
        response: { 204: z.null() },
      },
      onRequest: [companyOnly, ownerOnly, requireRecentAuthentication],
    },
    async (request, reply) => {
      await deleteOwnCompanyAccount(
        app.ctx,
        companyIdOf(request),
        userIdOf(request),
        request.body.confirmation,
      );
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );
};
