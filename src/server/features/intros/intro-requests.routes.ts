/**
 * Intro request routes (spec 1 §4, spec 2 §2 "Intro response page", §4). Companies create and run
 * their requests and meetings; candidates answer theirs; anyone holding a response link answers it.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookCallSchema,
  bookSlotSchema,
  cancelCallSchema,
  candidateIntroRequestSchema,
  offerSlotsSchema,
  recordOutcomeSchema,
  type BookSlotInput,
  type CancelCallInput,
  type OfferSlotsInput,
  candidateIntroRequestListSchema,
  companyIntroRequestPageSchema,
  companyIntroRequestSchema,
  createdIntroRequestSchema,
  createIntroRequestSchema,
  introAnswerResultSchema,
  introResponseSchema,
  introResponseViewSchema,
  scheduleResultSchema,
} from '../../../shared/intro-requests/schemas';
import { requireRole, requireVerifiedEmail, userIdOf, companyIdOf } from '../auth';
import { meetingIcs } from './meeting-calendar';
import { getResume } from './contact-access.service';
import * as service from './intro-requests.service';

const idParams = z.object({ id: z.string().max(100) });
const tokenParams = z.object({ token: z.string().max(300) });

export const introRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const companyOnly = requireRole('company');
  const candidateOnly = requireRole('candidate');
  const tags = ['intro-requests'];

  app.post(
    '/api/intro-requests',
    {
      schema: {
        tags,
        summary: 'Request an intro (free plan: 2 new requests per calendar month, UTC)',
        body: createIntroRequestSchema,
        response: {
          201: createdIntroRequestSchema,
        },
      },
      onRequest: [companyOnly, requireVerifiedEmail],
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.createIntroRequest(
            app.ctx,
            companyIdOf(request),
            userIdOf(request),
            request.body,
          ),
        ),
  );

  app.get(
    '/api/intro-requests',
    {
      schema: {
        tags,
        summary: "The company's intro requests, newest first",
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: {
          200: companyIntroRequestPageSchema,
        },
      },
      onRequest: companyOnly,
    },
    async (request) =>
      service.listCompanyIntroRequests(
        app.ctx,
        companyIdOf(request),
        request.query.page,
        request.query.limit,
      ),
  );

  app.get(
    '/api/intro-requests/:id',
    {
      schema: {
        tags,
        summary: 'One of the company’s intro requests',
        params: idParams,
        response: { 200: companyIntroRequestSchema },
      },
      onRequest: companyOnly,
    },
    async (request) =>
      service.getCompanyIntroRequest(app.ctx, companyIdOf(request), request.params.id),
  );

  app.post(
    '/api/intro-requests/:id/schedule',
    {
      schema: {
        tags,
        summary: "Open the candidate's booking link: marks the meeting scheduled (no time booked)",
        params: idParams,
        response: {
          200: scheduleResultSchema,
        },
      },
      onRequest: companyOnly,
    },
    async (request) => service.scheduleMeeting(app.ctx, companyIdOf(request), request.params.id),
  );

  app.post(
    '/api/intro-requests/:id/book',
    {
      schema: {
        tags,
        summary: 'Confirm a call booked through the calendar link, at a future time (unlocks gigs)',
        params: idParams,
        body: bookCallSchema,
        response: { 200: companyIntroRequestSchema },
      },
      onRequest: companyOnly,
    },
    async (request) =>
      service.bookCall(app.ctx, companyIdOf(request), request.params.id, request.body),
  );

  // The call, on either side (issue #17): offer times, pick one, cancel, reopen a closed intro.
  const callSteps = [
    {
      path: 'slots',
      summary: 'Offer 2–5 times for the call (reschedules a booked call)',
      body: offerSlotsSchema,
      step: (b: OfferSlotsInput): service.CallStep => ({ type: 'offer_slots', slots: b.slots }),
    },
    {
      path: 'book-slot',
      summary: 'Book the call at one of the times the other side offered',
      body: bookSlotSchema,
      step: (b: BookSlotInput): service.CallStep => ({ type: 'book_slot', start: b.start }),
    },
    {
      path: 'cancel-call',
      summary: 'Cancel the booked call, with a reason',
      body: cancelCallSchema,
      step: (b: CancelCallInput): service.CallStep => ({ type: 'cancel_call', reason: b.reason }),
    },
    {
      path: 'reopen',
      summary: 'Reopen an intro closed because no call was booked',
      body: null,
      step: (): service.CallStep => ({ type: 'reopen' }),
    },
  ] as const;

  for (const { path, summary, body, step } of callSteps) {
    app.post(
      `/api/intro-requests/:id/${path}`,
      {
        schema: {
          tags,
          summary,
          params: idParams,
          ...(body ? { body } : {}),
          response: { 200: companyIntroRequestSchema },
        },
        onRequest: companyOnly,
      },
      async (request) =>
        service.companyCallStep(
          app.ctx,
          companyIdOf(request),
          request.params.id,
          step(request.body as never),
        ),
    );
    app.post(
      `/api/candidates/me/intro-requests/:id/${path}`,
      {
        schema: {
          tags,
          summary,
          params: idParams,
          ...(body ? { body } : {}),
          response: { 200: candidateIntroRequestSchema },
        },
        onRequest: candidateOnly,
      },
      async (request) =>
        service.candidateCallStep(
          app.ctx,
          userIdOf(request),
          request.params.id,
          step(request.body as never),
        ),
    );
  }

  app.post(
    '/api/intro-requests/:id/outcome',
    {
      schema: {
        tags,
        summary: "Record the company's outcome after the call (issue #17)",
        params: idParams,
        body: recordOutcomeSchema,
        response: { 200: companyIntroRequestSchema },
      },
      onRequest: companyOnly,
    },
    async (request) =>
      service.recordOutcome(app.ctx, companyIdOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/intro-requests/:id/complete',
    {
      schema: {
        tags,
        summary: 'Mark the meeting completed (once the booked call has started)',
        params: idParams,
        response: { 200: companyIntroRequestSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => service.completeMeeting(app.ctx, companyIdOf(request), request.params.id),
  );

  app.post(
    '/api/intro-requests/:id/reminder',
    {
      schema: {
        tags,
        summary: 'Send the self-reminder to book the call (once)',
        params: idParams,
        response: { 200: companyIntroRequestSchema },
      },
      onRequest: companyOnly,
    },
    async (request) =>
      service.sendMeetingReminder(app.ctx, companyIdOf(request), request.params.id),
  );

  app.get(
    '/api/intro-requests/:id/meeting.ics',
    {
      schema: { tags, summary: 'The intro call as an .ics calendar file', params: idParams },
      onRequest: companyOnly,
    },
    async (request, reply) => {
      const row = await service.meetingDetails(app.ctx, companyIdOf(request), request.params.id);
      reply.header('content-disposition', 'attachment; filename="warmintro-intro-call.ics"');
      return reply
        .type('text/calendar; charset=utf-8')
        .send(meetingIcs(row, app.ctx.config.APP_URL));
    },
  );

  app.get(
    '/api/candidates/me/intro-requests',
    {
      schema: {
        tags,
        summary: "The candidate's intro requests, newest first",
        response: { 200: candidateIntroRequestListSchema },
      },
      onRequest: candidateOnly,
    },
    async (request) => service.listCandidateIntroRequests(app.ctx, userIdOf(request)),
  );

  app.post(
    '/api/candidates/me/intro-requests/:id/respond',
    {
      schema: {
        tags,
        summary: 'Accept or decline an intro request (candidate dashboard)',
        params: idParams,
        body: introResponseSchema,
        response: { 200: introAnswerResultSchema },
      },
      onRequest: candidateOnly,
    },
    async (request) =>
      service.respondAsCandidate(app.ctx, userIdOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/intro-responses/:token',
    {
      schema: {
        tags,
        summary: 'What the intro response link shows (no login)',
        params: tokenParams,
        response: { 200: introResponseViewSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.viewByToken(app.ctx, request.params.token);
    },
  );

  app.post(
    '/api/intro-responses/:token',
    {
      schema: {
        tags,
        summary: 'Answer an intro request through its link (no login)',
        params: tokenParams,
        body: introResponseSchema,
        response: { 200: introAnswerResultSchema },
      },
    },
    async (request) => service.respondByToken(app.ctx, request.params.token, request.body),
  );

  app.get(
    '/api/candidates/:id/resume',
    {
      schema: {
        tags: ['candidates'],
        summary: 'The résumé: for the candidate, companies with an intro to them, and admins',
        params: z.object({ id: z.string().max(100) }),
      },
      onRequest: requireRole('candidate', 'company', 'admin'),
    },
    async (request, reply) => {
      const file = await getResume(app.ctx, request.params.id, request.auth?.user ?? null);
      reply.header(
        'content-disposition',
        `attachment; filename="${file.fileName.replace(/"/g, '')}"`,
      );
      reply.header('cache-control', 'private, no-store');
      reply.header('x-content-type-options', 'nosniff');
      return reply.type(file.mime).send(file.data);
    },
  );
};
