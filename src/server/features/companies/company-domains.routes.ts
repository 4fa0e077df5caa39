/**
 * Verified domains (issue #35 part 3, docs/decisions/079): the Account tab's list, add, resend and
 * remove for company users (managing is the owner's and admins'), and the public link that proves
 * a domain. Sending a link and opening one are rate-limited like e-mail verification. Thin: the
 * rules are in `company-domains.service.ts`.
 */
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addDomainSchema,
  companyDomainListSchema,
  companyDomainSchema,
  domainTexts,
  verifiedDomainSchema,
  verifyDomainSchema,
} from '../../../shared/companies/domains';
import { limit } from '../../platform/http/rate-limit';
import { companyIdOf, requireCompanyRole, requireRole, userIdOf } from '../auth';
import * as domains from './company-domains.service';

const idParams = z.object({ id: z.uuid({ error: domainTexts.notFound }) });

/** The signed-in member as the domain rules see them. */
function actorOf(request: FastifyRequest): domains.DomainActor {
  return {
    userId: userIdOf(request),
    companyId: companyIdOf(request),
    role: request.auth!.user.companyRole!,
  };
}

export const companyDomainsRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyMember = [requireRole('company'), requireCompanyRole('owner', 'admin', 'member')];
  const managers = [requireRole('company'), requireCompanyRole('owner', 'admin')];
  const tags = ['verified domains'];

  app.get(
    '/api/company/domains',
    {
      schema: {
        tags,
        summary: "The company's domains, verified and pending",
        response: { 200: companyDomainListSchema },
      },
      onRequest: anyMember,
    },
    async (request) => domains.listCompanyDomains(app.ctx, actorOf(request)),
  );

  app.post(
    '/api/company/domains',
    {
      schema: {
        tags,
        summary: 'Add a domain: a 24-hour link goes to the address at it (owner or admin)',
        body: addDomainSchema,
        response: { 201: companyDomainSchema },
      },
      onRequest: managers,
      preHandler: limit(app, 'email-verification'),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await domains.addCompanyDomain(app.ctx, actorOf(request), request.body)),
  );

  app.post(
    '/api/company/domains/:id/resend',
    {
      schema: {
        tags,
        summary: "Send a pending domain's link again; the earlier link stops working",
        params: idParams,
        response: { 200: companyDomainSchema },
      },
      onRequest: managers,
      preHandler: limit(app, 'email-verification'),
    },
    async (request) => domains.resendDomainLink(app.ctx, actorOf(request), request.params.id),
  );

  app.delete(
    '/api/company/domains/:id',
    {
      schema: {
        tags,
        summary: 'Remove a domain (owner or admin)',
        params: idParams,
        response: { 204: z.null() },
      },
      onRequest: managers,
    },
    async (request, reply) => {
      await domains.removeCompanyDomain(app.ctx, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/company-domains/verify',
    {
      schema: {
        tags,
        summary: "Prove a company's domain with its single-use link (public, 24 h)",
        body: verifyDomainSchema,
        response: { 200: verifiedDomainSchema },
      },
      preHandler: limit(app, 'email-verification'),
    },
    async (request) => domains.verifyDomainLink(app.ctx, request.body.token),
  );
};
