/**
 * Company account routes (spec 1 §2 "/create-account", "Company onboarding", "Company dashboard"
 * account tab; issue #3). Company-only routes answer 401 to visitors and 403 to other roles.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionInfoSchema } from '../../../shared/auth/schemas';
import {
  companyAccountUpdateSchema,
  companyProfileSchema,
  companySignupSchema,
  preferencesResponseSchema,
  preferencesSchema,
} from '../../../shared/companies/schemas';
import {
  companyListPageSchema,
  companyListQuerySchema,
  companyPageSchema,
} from '../../../shared/companies/company-page';
import { limit } from '../../platform/http/rate-limit';
import { companyIdOf, requireCompanyRole, requireRole, setSessionCookie } from '../auth';
import { toSessionInfo } from '../auth';
import { sessionClientOf } from '../auth';
import * as service from './companies.service';

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const companyOnly = requireRole('company');

  app.post(
    '/api/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'Create a company account and start its session (spec 1 §5 "Company signup")',
        body: companySignupSchema,
        response: { 201: sessionInfoSchema },
      },
      preHandler: limit(app, 'signup'),
    },
    async (request, reply) => {
      const { token, auth } = await service.signupCompany(
        app.ctx,
        request.body,
        sessionClientOf(request.headers['user-agent'], request.ip),
      );
      setSessionCookie(app, reply, token, auth.expiresAt);
      return reply.status(201).send(toSessionInfo(auth));
    },
  );

  app.get(
    '/api/companies/me',
    {
      schema: {
        tags: ['companies'],
        summary: "The company's own profile",
        response: { 200: companyProfileSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => service.getCompanyProfile(db, companyIdOf(request)),
  );

  app.patch(
    '/api/companies/me',
    {
      schema: {
        tags: ['companies'],
        summary: 'Edit company name, hiring roles and timezone (work e-mail cannot change)',
        body: companyAccountUpdateSchema,
        response: { 200: companyProfileSchema },
      },
      onRequest: [companyOnly, requireCompanyRole('owner', 'admin')],
    },
    async (request) => service.updateCompanyAccount(db, companyIdOf(request), request.body),
  );

  app.get(
    '/api/companies/me/preferences',
    {
      schema: {
        tags: ['companies'],
        summary: 'Onboarding preferences, or null',
        response: { 200: preferencesResponseSchema.nullable() },
      },
      onRequest: companyOnly,
    },
    async (request) => service.getPreferences(db, companyIdOf(request)),
  );

  app.put(
    '/api/companies/me/preferences',
    {
      schema: {
        tags: ['companies'],
        summary: 'Save preferences and complete onboarding (spec 1 §5 "Preferences")',
        body: preferencesSchema,
        response: { 200: preferencesResponseSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => service.savePreferences(db, companyIdOf(request), request.body),
  );

  app.post(
    '/api/companies/me/preferences/skip',
    {
      schema: {
        tags: ['companies'],
        summary: 'Skip preferences (stores null/empty values) and complete onboarding',
        response: { 200: preferencesResponseSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => service.skipPreferences(db, companyIdOf(request)),
  );

  // Browse Companies and a company's page (issue #15): for candidates (spec 1 §2 /talent) and admins.
  app.get(
    '/api/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'Active companies with their public profile, searched, 24 a page, newest first',
        querystring: companyListQuerySchema,
        response: { 200: companyListPageSchema },
      },
      onRequest: requireRole('candidate', 'admin'),
    },
    async (request) => service.listCompanyPages(db, request.query),
  );

  app.get(
    '/api/companies/:id',
    {
      schema: {
        tags: ['companies'],
        summary: "One active company's public profile (404 otherwise); a company sees only its own",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: companyPageSchema },
      },
      onRequest: requireRole('candidate', 'admin', 'company'),
    },
    async (request) => service.getCompanyPage(db, request.params.id, request.auth!.user),
  );
};
