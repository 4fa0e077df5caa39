/**
 * The company's pipeline (issue #34 items 1–3 and 6, docs/decisions/074): its lists, the team's
 * notes on candidates, the board and its hand moves, and the funnel — for every member of the
 * company (owner, admin or member), never for a candidate. Thin: the rules are in the services.
 */
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  candidateNoteSchema,
  candidatePipelineSchema,
  funnelQuerySchema,
  funnelSchema,
  noteInputSchema,
  pipelineBoardQuerySchema,
  pipelineBoardSchema,
  pipelineCardSchema,
  pipelineMoveSchema,
  pipelineTexts,
  shortlistDetailSchema,
  shortlistInputSchema,
  shortlistOrderSchema,
  shortlistSchema,
} from '../../../shared/pipeline/schemas';
import type { AppContext } from '../../platform/context';
import { sendCachedBody } from '../../platform/http/cached-body';
import { companyIdOf, requireCompanyRole, requireRole, userIdOf } from '../auth';
import { findMemberName } from '../companies';
import * as board from './board.service';
import * as funnel from './funnel.service';
import * as notes from './notes.service';
import type { PipelineActor } from './pipeline-actor';
import * as shortlists from './shortlists.service';

const listParams = z.object({ id: z.uuid({ error: pipelineTexts.shortlistNotFound }) });
const candidateParams = z.object({
  candidateId: z.uuid({ error: pipelineTexts.candidateNotFound }),
});
const entryParams = listParams.extend(candidateParams.shape);
const noteParams = z.object({ id: z.uuid({ error: pipelineTexts.noteNotFound }) });

/** The signed-in member as the pipeline's writes record them. */
async function actorOf(ctx: AppContext, request: FastifyRequest): Promise<PipelineActor> {
  const companyId = companyIdOf(request);
  const userId = userIdOf(request);
  const member = await findMemberName(ctx.db, companyId, userId);
  return { userId, companyId, name: member?.fullName ?? 'A teammate' };
}

export const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [requireRole('company'), requireCompanyRole('owner', 'admin', 'member')];
  const tags = ['pipeline'];
  const actor = (request: FastifyRequest) => actorOf(app.ctx, request);

  app.get(
    '/api/company/shortlists',
    {
      schema: {
        tags,
        summary: "The company's shortlists, in the team's order",
        response: { 200: z.object({ items: z.array(shortlistSchema) }) },
      },
      onRequest,
    },
    async (request) => ({ items: await shortlists.listShortlists(app.ctx, companyIdOf(request)) }),
  );

  app.post(
    '/api/company/shortlists',
    {
      schema: {
        tags,
        summary: 'Create a shortlist',
        body: shortlistInputSchema,
        response: { 201: shortlistSchema },
      },
      onRequest,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await shortlists.createShortlist(app.ctx, await actor(request), request.body.name)),
  );

  app.put(
    '/api/company/shortlists/order',
    {
      schema: {
        tags,
        summary: 'Reorder the shortlists',
        body: shortlistOrderSchema,
        response: { 200: z.object({ items: z.array(shortlistSchema) }) },
      },
      onRequest,
    },
    async (request) => ({
      items: await shortlists.reorderShortlists(app.ctx, await actor(request), request.body.ids),
    }),
  );

  app.get(
    '/api/company/shortlists/:id',
    {
      schema: {
        tags,
        summary: 'A shortlist with its candidates',
        params: listParams,
        response: { 200: shortlistDetailSchema },
      },
      onRequest,
    },
    async (request) => shortlists.getShortlist(app.ctx, companyIdOf(request), request.params.id),
  );

  app.patch(
    '/api/company/shortlists/:id',
    {
      schema: {
        tags,
        summary: 'Rename a shortlist',
        params: listParams,
        body: shortlistInputSchema,
        response: { 200: shortlistSchema },
      },
      onRequest,
    },
    async (request) =>
      shortlists.renameShortlist(
        app.ctx,
        await actor(request),
        request.params.id,
        request.body.name,
      ),
  );

  app.delete(
    '/api/company/shortlists/:id',
    {
      schema: { tags, summary: 'Delete a shortlist', params: listParams },
      onRequest,
    },
    async (request, reply) => {
      await shortlists.deleteShortlist(app.ctx, await actor(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/company/shortlists/:id/candidates/:candidateId',
    {
      schema: { tags, summary: 'Put a candidate on a shortlist', params: entryParams },
      onRequest,
    },
    async (request, reply) => {
      const { id, candidateId } = request.params;
      await shortlists.addToShortlist(app.ctx, await actor(request), id, candidateId);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/company/shortlists/:id/candidates/:candidateId',
    {
      schema: { tags, summary: 'Take a candidate off a shortlist', params: entryParams },
      onRequest,
    },
    async (request, reply) => {
      const { id, candidateId } = request.params;
      await shortlists.removeFromShortlist(app.ctx, await actor(request), id, candidateId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/company/candidates/:candidateId/pipeline',
    {
      schema: {
        tags,
        summary: "A candidate's lists and card in the company's pipeline",
        params: candidateParams,
        response: { 200: candidatePipelineSchema },
      },
      onRequest,
    },
    async (request) =>
      board.getCandidatePipeline(
        app.ctx,
        companyIdOf(request),
        userIdOf(request),
        request.params.candidateId,
      ),
  );

  app.get(
    '/api/company/candidates/:candidateId/notes',
    {
      schema: {
        tags,
        summary: "The team's notes on a candidate",
        params: candidateParams,
        response: { 200: z.object({ items: z.array(candidateNoteSchema) }) },
      },
      onRequest,
    },
    async (request) => ({
      items: await notes.listNotes(app.ctx, await actor(request), request.params.candidateId),
    }),
  );

  app.post(
    '/api/company/candidates/:candidateId/notes',
    {
      schema: {
        tags,
        summary: 'Add a note on a candidate',
        params: candidateParams,
        body: noteInputSchema,
        response: { 201: candidateNoteSchema },
      },
      onRequest,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await notes.addNote(
            app.ctx,
            await actor(request),
            request.params.candidateId,
            request.body.body,
          ),
        ),
  );

  app.patch(
    '/api/company/notes/:id',
    {
      schema: {
        tags,
        summary: 'Edit my note',
        params: noteParams,
        body: noteInputSchema,
        response: { 200: candidateNoteSchema },
      },
      onRequest,
    },
    async (request) =>
      notes.editNote(app.ctx, await actor(request), request.params.id, request.body.body),
  );

  app.delete(
    '/api/company/notes/:id',
    { schema: { tags, summary: 'Delete my note', params: noteParams }, onRequest },
    async (request, reply) => {
      await notes.deleteNote(app.ctx, await actor(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/company/pipeline',
    {
      schema: {
        tags,
        summary: "The company's pipeline board",
        querystring: pipelineBoardQuerySchema,
        response: { 200: pipelineBoardSchema },
      },
      onRequest,
    },
    // The cached JSON of a `PipelineBoard` (ADR 074), sent as made (Fastify serializes only
    // objects), compressed once per version.
    async (request, reply) =>
      sendCachedBody(
        request,
        reply,
        await board.getBoardBody(
          app.ctx,
          companyIdOf(request),
          userIdOf(request),
          request.query.stage,
        ),
      ),
  );

  app.post(
    '/api/company/pipeline/:candidateId/move',
    {
      schema: {
        tags,
        summary: 'Move a card to Shortlisted, Hired or Not a fit',
        params: candidateParams,
        body: pipelineMoveSchema,
        response: { 200: pipelineCardSchema },
      },
      onRequest,
    },
    async (request) =>
      board.moveCard(app.ctx, await actor(request), request.params.candidateId, request.body),
  );

  app.get(
    '/api/company/funnel',
    {
      schema: {
        tags,
        summary: "The company's funnel over the last 30 or 90 days",
        querystring: funnelQuerySchema,
        response: { 200: funnelSchema },
      },
      onRequest,
    },
    async (request, reply) =>
      sendCachedBody(
        request,
        reply,
        await funnel.getFunnelBody(
          app.ctx,
          companyIdOf(request),
          userIdOf(request),
          request.query.days,
        ),
      ),
  );
};
