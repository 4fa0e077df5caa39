/**
 * Gig routes (spec 2 §2 "Company gig screens", §4 "Gig", "Gig-proposal gate"; spec 2 §2 candidate
 * Gigs tab; issue #30: one gig's page and editing an open gig).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  candidateChoiceListSchema,
  candidateGigListSchema,
  companyGigListSchema,
  companyGigSchema,
  gigAnswerResultSchema,
  gigFormSchema,
  gigGateSchema,
  gigResponseSchema,
  gigStatuses,
  gigStatusResultSchema,
  isoDate,
  proposedGigSchema,
} from '../../../shared/gigs/schemas';
import { requireRole, requireVerifiedEmail, userIdOf, companyIdOf } from '../auth';
import * as service from './gigs.service';

// A company's "today" may be one day behind the server's (time zones west of UTC).
const serverEarliestStart = () => isoDate(-1);
const postSchema = gigFormSchema({ proposing: false, earliestStart: serverEarliestStart });
const proposeSchema = gigFormSchema({ proposing: true, earliestStart: serverEarliestStart });
const idParams = z.object({ id: z.string().max(100) });

export const gigsRoutes: FastifyPluginAsyncZod = async (app) => {
  const companyOnly = requireRole('company');
  const candidateOnly = requireRole('candidate');
  const tags = ['gigs'];

  app.post(
    '/api/gigs',
    {
      schema: {
        tags,
        summary: "Post an open trial project ('Post a Trial Project')",
        body: postSchema,
        response: { 201: gigStatusResultSchema },
      },
      onRequest: [companyOnly, requireVerifiedEmail],
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.postGig(app.ctx, companyIdOf(request), request.body, userIdOf(request)),
        ),
  );

  app.post(
    '/api/gigs/proposals',
    {
      schema: {
        tags,
        summary: 'Propose a trial project to a candidate (behind the gig-proposal gate)',
        body: proposeSchema,
        response: { 201: proposedGigSchema },
      },
      onRequest: [companyOnly, requireVerifiedEmail],
    },
    async (request, reply) =>
      reply.status(201).send(
        await service.proposeGig(
          app.ctx,
          companyIdOf(request),
          {
            ...request.body,
            preferredCandidateId: request.body.preferredCandidateId!,
          },
          userIdOf(request),
        ),
      ),
  );

  app.get(
    '/api/gigs',
    {
      schema: {
        tags,
        summary: "The company's own gigs, newest first",
        querystring: z.object({ status: z.enum(gigStatuses).or(z.literal('')).optional() }),
        response: { 200: companyGigListSchema },
      },
      onRequest: companyOnly,
    },
    async (request) =>
      service.listCompanyGigs(app.ctx, companyIdOf(request), request.query.status || null),
  );

  app.get(
    '/api/gigs/gate/:candidateId',
    {
      schema: {
        tags,
        summary:
          'Whether this company may propose a gig to the candidate (404 unless approved and with an intro from this company)',
        params: z.object({ candidateId: z.string().max(100) }),
        response: { 200: gigGateSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => service.checkGate(app.ctx, companyIdOf(request), request.params.candidateId),
  );

  app.get(
    '/api/gigs/candidate-choices',
    {
      schema: {
        tags,
        summary: 'Candidates with an accepted intro (preferred-candidate options)',
        response: { 200: candidateChoiceListSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => service.preferredCandidateChoices(app.ctx, companyIdOf(request)),
  );

  app.get(
    '/api/gigs/:id',
    {
      schema: {
        tags,
        summary: "One of the company's own gigs (404 for another company's or no such id)",
        params: idParams,
        response: { 200: companyGigSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => service.getCompanyGig(app.ctx, companyIdOf(request), request.params.id),
  );

  app.put(
    '/api/gigs/:id',
    {
      schema: {
        tags,
        summary: 'Edit an open gig with the posting form (409 once proposed or under way)',
        params: idParams,
        body: postSchema,
        response: { 200: companyGigSchema },
      },
      onRequest: companyOnly,
    },
    async (request) =>
      service.editGig(app.ctx, companyIdOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/gigs/:id/complete',
    {
      schema: {
        tags,
        summary: 'Mark the gig complete (cannot be undone)',
        params: idParams,
        response: { 200: gigStatusResultSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => service.completeGig(app.ctx, companyIdOf(request), request.params.id),
  );

  app.get(
    '/api/candidates/me/gigs',
    {
      schema: {
        tags,
        summary: 'Gigs proposed to the candidate, plus open gigs, newest first',
        response: { 200: candidateGigListSchema },
      },
      onRequest: candidateOnly,
    },
    async (request) => service.listCandidateGigs(app.ctx, userIdOf(request)),
  );

  app.post(
    '/api/candidates/me/gigs/:id/respond',
    {
      schema: {
        tags,
        summary: 'Accept or decline a gig proposed to the candidate (once)',
        params: idParams,
        body: gigResponseSchema,
        response: { 200: gigAnswerResultSchema },
      },
      onRequest: candidateOnly,
    },
    async (request) =>
      service.answerGig(app.ctx, userIdOf(request), request.params.id, request.body.response),
  );
};
