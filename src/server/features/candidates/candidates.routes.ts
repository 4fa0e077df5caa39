/**
 * Candidate routes (spec 2 §2 "Candidate side", §5 "Candidate signup"; issue #5): public signup
 * (multipart with an optional résumé, or JSON), the candidate's profile, export and deletion, the
 * résumé download, and the demo login hint.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionInfoSchema } from '../../../shared/auth/schemas';
import {
  availabilityConfirmationSchema,
  availabilityStatusSchema,
  setAvailabilitySchema,
} from '../../../shared/candidates/availability';
import {
  candidateMessages,
  candidateProfileSchema,
  candidateProfileUpdateSchema,
  candidateSignupSchema,
  testAccountHintSchema,
} from '../../../shared/candidates/schemas';
import {
  candidateLinksUpdateSchema,
  workHistoryUpdateSchema,
} from '../../../shared/candidates/work-history';
import {
  addBlockSchema,
  candidatePrivacySchema,
  companySearchQuerySchema,
  companySearchResultSchema,
  visibilityUpdateSchema,
} from '../../../shared/candidates/privacy';
import { demoAccounts } from '../../../db/seed/demo';
import { AppError } from '../../platform/lib/app-error';
import { parseOrThrow } from '../../platform/lib/validation';
import { limit } from '../../platform/http/rate-limit';
import { requireRole, setSessionCookie, userIdOf } from '../auth';
import { toSessionInfo } from '../auth';
import { sessionClientOf } from '../auth';
import * as availability from './availability.service';
import * as privacy from './privacy.service';
import * as service from './candidates.service';
import type { UploadedResume } from './candidates.service';

/** Reads the signup form: multipart (fields + optional `resume` file) or a JSON body. */
async function readSignupForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; resume: UploadedResume | null }> {
  if (!request.isMultipart())
    return { fields: (request.body ?? {}) as Record<string, unknown>, resume: null };
  const fields: Record<string, unknown> = {};
  let resume: UploadedResume | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'resume' && data.length > 0)
          resume = { fileName: part.filename, data };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('VALIDATION_FAILED', candidateMessages.resumeTooLarge, {
        resume: candidateMessages.resumeTooLarge,
      });
    }
    // The multipart plugin's own refusals (too many parts, a `__proto__` field) carry a 4xx status;
    // anything else is the parser failing on the body itself: cut short, malformed, no boundary.
    if (statusCode && statusCode >= 400 && statusCode < 500) throw error;
    throw new AppError('VALIDATION_FAILED', candidateMessages.uploadIncomplete, {
      resume: candidateMessages.uploadIncomplete,
    });
  }
  return { fields, resume };
}

/** What the candidates routes are given by the composition root (`app.ts`, docs/decisions/072). */
export interface CandidatesRoutesOptions {
  /** The Quick Stats of `GET` and `PATCH /api/candidates/me` (the intros module counts them). */
  quickStats: service.QuickStatsSource;
}

export const candidatesRoutes: FastifyPluginAsyncZod<CandidatesRoutesOptions> = async (
  app,
  { quickStats },
) => {
  const { db, config } = app.ctx;
  const candidateOnly = requireRole('candidate');
  const tags = ['candidates'];

  app.post(
    '/api/candidates',
    {
      schema: {
        tags,
        summary:
          'Candidate signup: multipart/form-data with the form fields and an optional `resume` (.pdf/.doc/.docx, ≤ 5 MB)',
        response: { 201: sessionInfoSchema },
      },
      preHandler: limit(app, 'signup'),
    },
    async (request, reply) => {
      const { fields, resume } = await readSignupForm(request);
      const input = parseOrThrow(candidateSignupSchema, fields);
      const { token, auth } = await service.signupCandidate(
        app.ctx,
        input,
        resume,
        sessionClientOf(request.headers['user-agent'], request.ip),
      );
      setSessionCookie(app, reply, token, auth.expiresAt);
      return reply.status(201).send(toSessionInfo(auth));
    },
  );

  app.get(
    '/api/candidates/me',
    {
      schema: {
        tags,
        summary: "The candidate's own profile with Quick Stats",
        response: { 200: candidateProfileSchema },
      },
      onRequest: candidateOnly,
    },
    async (request) => service.getCandidateProfile(db, userIdOf(request), quickStats),
  );

  app.patch(
    '/api/candidates/me',
    {
      schema: {
        tags,
        summary: 'Edit the profile (the e-mail cannot change)',
        body: candidateProfileUpdateSchema,
        response: { 200: candidateProfileSchema },
      },
      onRequest: candidateOnly,
    },
    async (request) =>
      service.updateCandidateProfile(db, userIdOf(request), request.body, quickStats),
  );

  app.put(
    '/api/candidates/me/work-history',
    {
      schema: {
        tags,
        summary:
          'Replace the work history: every job in order, at most 20, at most one current (docs/decisions/080)',
        body: workHistoryUpdateSchema,
        response: { 200: candidateProfileSchema },
      },
      onRequest: candidateOnly,
    },
    async (request) =>
      service.updateOwnWorkHistory(db, userIdOf(request), request.body, quickStats),
  );

  app.put(
    '/api/candidates/me/links',
    {
      schema: {
        tags,
        summary:
          'GitHub and personal site links, and which links show before an intro (docs/decisions/080)',
        body: candidateLinksUpdateSchema,
        response: { 200: candidateProfileSchema },
      },
      onRequest: candidateOnly,
    },
    async (request) => service.updateOwnLinks(db, userIdOf(request), request.body, quickStats),
  );

  // "Who may see me" (issue #35 part 2, docs/decisions/081).
  app.get(
    '/api/candidates/me/privacy',
    {
      schema: {
        tags,
        summary: 'Visibility, current employer and blocked companies (docs/decisions/081)',
        response: { 200: candidatePrivacySchema },
      },
      onRequest: candidateOnly,
    },
    async (request) => privacy.getPrivacy(db, userIdOf(request)),
  );

  app.put(
    '/api/candidates/me/visibility',
    {
      schema: {
        tags,
        summary: 'Everyone, or signed-in companies only (docs/decisions/060, 081)',
        body: visibilityUpdateSchema,
        response: { 200: candidatePrivacySchema },
      },
      onRequest: candidateOnly,
    },
    async (request) => privacy.setVisibility(db, userIdOf(request), request.body.visibility),
  );

  app.post(
    '/api/candidates/me/blocks',
    {
      schema: {
        tags,
        summary: 'Block a company: picked on the platform, or a typed name or domain (ADR 081)',
        body: addBlockSchema,
        response: { 201: candidatePrivacySchema },
      },
      onRequest: candidateOnly,
    },
    async (request, reply) => {
      const answer = await privacy.addBlock(db, userIdOf(request), request.body);
      return reply.code(201).send(answer);
    },
  );

  app.delete(
    '/api/candidates/me/blocks/:id',
    {
      schema: {
        tags,
        summary: 'Unblock a company (docs/decisions/081)',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: candidatePrivacySchema },
      },
      onRequest: candidateOnly,
    },
    async (request) => privacy.removeBlock(db, userIdOf(request), request.params.id),
  );

  app.get(
    '/api/candidates/me/company-search',
    {
      schema: {
        tags,
        summary: 'Companies on the platform to block, by name: id and name only (ADR 081)',
        querystring: companySearchQuerySchema,
        response: { 200: companySearchResultSchema },
      },
      onRequest: candidateOnly,
    },
    async (request) => privacy.searchCompaniesToBlock(db, request.query.q),
  );

  app.put(
    '/api/candidates/me/availability',
    {
      schema: {
        tags,
        summary: 'Pause new intros (out of the talent feed) or resume them (docs/decisions/028)',
        body: setAvailabilitySchema,
        response: { 200: availabilityStatusSchema },
      },
      onRequest: candidateOnly,
    },
    async (request) =>
      availability.setOwnAvailability(app.ctx, userIdOf(request), request.body.open),
  );

  app.post(
    '/api/still-open/:token',
    {
      schema: {
        tags,
        summary: "The e-mailed one-click link: 'I'm still open to intros' (no login)",
        params: z.object({ token: z.string().max(500) }),
        response: { 200: availabilityConfirmationSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return availability.confirmByLink(app.ctx, request.params.token);
    },
  );

  app.get(
    '/api/demo/test-account',
    {
      schema: {
        tags,
        summary: "The seeded test candidate's login (demo mode only)",
        response: { 200: testAccountHintSchema },
      },
    },
    async () => {
      if (!config.SEED_DEMO) throw new AppError('NOT_FOUND', 'Not available.');
      const { email, password } = demoAccounts.testCandidate;
      return { email, password };
    },
  );
};
