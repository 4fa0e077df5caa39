/**
 * `GET /api/talent`, `GET /api/talent/skills`, `GET /api/talent/roles`, `GET /api/talent/:id`
 * (spec 1 §2 "Talent feed"), `GET /api/talent/advanced-search` (issue #34 item 4). Public; advanced
 * filters apply for companies on Pro or Enterprise only (docs/decisions/075).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidatePageSchema } from '../../../shared/candidates/candidate-page';
import { getCandidatePage } from './candidate-page.service';
import {
  advancedSearchAccessSchema,
  type FeedPage,
  feedPageSchema,
  feedQuerySchema,
  roleListSchema,
  skillListSchema,
  talentDetailSchema,
} from '../../../shared/talent-feed/schemas';
import { getAdvancedSearchAccess } from './advanced-search';
import {
  feedPageJson,
  getFeedPage,
  getRoleOptions,
  getSkillChips,
  getTalent,
} from './talent-feed.service';

export const talentFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  /** Who reads (docs/decisions/060): a company, an admin, or the public. */
  const viewerOf = (auth: { user: { role: string; companyId: string | null } } | null) => ({
    companyId: auth?.user.role === 'company' ? auth.user.companyId : null,
    admin: auth?.user.role === 'admin',
  });

  app.get(
    '/api/talent',
    {
      schema: {
        tags: ['talent-feed'],
        summary: 'Approved candidates, searched and filtered (spec 1 §5), 24 a page, newest first',
        querystring: feedQuerySchema,
        response: { 200: feedPageSchema },
      },
      // The busiest read (issue #14 "API", docs/decisions/049): `getFeedPage` builds each card
      // field by field (`FeedPage`, checked by the compiler), so the page is written as it is
      // (`feedPageJson`, each card's fixed fields from JSON kept per row) instead of being
      // re-checked against `feedPageSchema` on every response, which took about a tenth of the
      // server's time under the feed benchmark. `talent-feed.test.ts` checks that pages match
      // the schema exactly.
      serializerCompiler: () => (data) => feedPageJson(data as FeedPage),
    },
    async (request) => getFeedPage(db, request.query, viewerOf(request.auth), app.ctx.now()),
  );

  app.get(
    '/api/talent/skills',
    {
      schema: {
        tags: ['talent-feed'],
        summary: 'Sorted unique skills of approved candidates (the skill chips)',
        response: { 200: skillListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return getSkillChips(db);
    },
  );

  app.get(
    '/api/talent/roles',
    {
      schema: {
        tags: ['talent-feed'],
        summary: 'Sorted unique roles of approved candidates (the Role filter options)',
        response: { 200: roleListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return getRoleOptions(db);
    },
  );

  app.get(
    '/api/talent/advanced-search',
    {
      schema: {
        tags: ['talent-feed'],
        summary:
          "Whether the viewer's plan applies advanced search filters (Pro, Enterprise), with the company's time zone, working-hours overlaps and yearly budget",
        response: { 200: advancedSearchAccessSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getAdvancedSearchAccess(db, viewerOf(request.auth).companyId, app.ctx.now());
    },
  );

  app.get(
    '/api/talent/:id',
    {
      schema: {
        tags: ['talent-feed'],
        summary: 'One approved candidate (contact details only for a company with an intro)',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: talentDetailSchema },
      },
    },
    async (request) => getTalent(db, request.params.id, viewerOf(request.auth), app.ctx.now()),
  );

  app.get(
    '/api/candidates/:id',
    {
      schema: {
        tags: ['candidates'],
        summary:
          'A candidate profile page (public; 404 unless approved; contact details only for a company whose intro they accepted)',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: candidatePageSchema },
      },
    },
    async (request) =>
      getCandidatePage(db, request.params.id, request.auth?.user ?? null, app.ctx.now()),
  );
};
