/**
 * `/api/admin/*` (spec 2 §2 "Admin screens"; issue #7). Every route needs an admin session (401 for
 * visitors, 403 for companies and candidates); every write is logged with the admin's id.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCandidateDetailSchema,
  adminCandidateQuerySchema,
  adminCandidatePageSchema,
  adminCandidateUpdateSchema,
  adminCompanyDetailSchema,
  adminCompanyQuerySchema,
  adminCompanyPageSchema,
  adminCompanyUpdateSchema,
  adminEditResultSchema,
  adminEmailDetailSchema,
  adminEmailQuerySchema,
  adminEmailPageSchema,
  adminGigQuerySchema,
  adminGigRowSchema,
  adminGigStatusSchema,
  adminIntroQuerySchema,
  adminIntroRowSchema,
  adminIntroStatusSchema,
  adminNavCountsSchema,
  adminUserDetailSchema,
  adminUserQuerySchema,
  adminUserPageSchema,
  deleteUserSchema,
  adminReminderResultSchema,
  deletedCountsSchema,
  deletionLogQuerySchema,
  deletionLogSchema,
  editLogPageSchema,
  editLogQuerySchema,
  testEmailResultSchema,
  emailConfigSchema,
  adminIntroPageSchema,
  adminGigPageSchema,
  testEmailSchema,
} from '../../../shared/admin/schemas';
import {
  approveCandidateSchema,
  rejectCandidateSchema,
  vettingStatsSchema,
} from '../../../shared/admin/scorecard';
import { adminCompanyTeamSchema } from '../../../shared/companies/team';
import { requireRecentAuthentication, requireRole } from '../auth';
import { listDeletionLog, listEditLog } from './admin-audit.service';
import { adminJobsRoutes } from './admin-jobs.routes';
import * as activity from './admin-activity.service';
import * as adminCandidates from './admin-candidates.service';
import * as adminCompanies from './admin-companies.service';
import * as emails from './admin-emails.service';
import { navCounts } from './admin-nav.service';
import { getCompanyTeam } from './admin-team.service';
import * as adminUsers from './admin-users.service';

const idParams = z.object({ id: z.string().max(100) });

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  // Everything in this plugin is admin-only.
  app.addHook('onRequest', requireRole('admin'));
  const adminId = (request: { auth: { user: { id: string } } | null }) => request.auth!.user.id;
  await app.register(adminJobsRoutes);

  // The nav's badges (issue #16; docs/decisions/040).
  app.get(
    '/api/admin/nav-counts',
    {
      schema: {
        tags: ['admin'],
        summary: 'Candidates waiting for review and companies created in the last 7 days',
        response: { 200: adminNavCountsSchema },
      },
    },
    async () => navCounts(app.ctx),
  );

  // Candidates
  app.get(
    '/api/admin/candidates',
    {
      schema: {
        tags: ['admin'],
        summary: 'Candidates, filtered, newest first',
        querystring: adminCandidateQuerySchema,
        response: { 200: adminCandidatePageSchema },
      },
    },
    async (request) => adminCandidates.listCandidates(db, request.query),
  );
  app.get(
    '/api/admin/candidates/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One candidate, all fields',
        params: idParams,
        response: { 200: adminCandidateDetailSchema },
      },
    },
    async (request) => adminCandidates.getCandidate(db, request.params.id),
  );
  app.patch(
    '/api/admin/candidates/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a candidate (logged per field)',
        params: idParams,
        body: adminCandidateUpdateSchema,
        response: { 200: adminEditResultSchema },
      },
    },
    async (request) =>
      adminCandidates.updateCandidate(app.ctx, adminId(request), request.params.id, request.body),
  );
  // Vetting with a scorecard (issue #35 part 5, docs/decisions/078).
  app.post(
    '/api/admin/candidates/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: "Approve a candidate with the admin's scorecard",
        params: idParams,
        body: approveCandidateSchema,
        response: { 200: adminCandidateDetailSchema },
      },
    },
    async (request) =>
      adminCandidates.approveCandidate(app.ctx, adminId(request), request.params.id, request.body),
  );
  app.post(
    '/api/admin/candidates/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a candidate for a reason category (e-mailed kindly)',
        params: idParams,
        body: rejectCandidateSchema,
        response: { 200: adminCandidateDetailSchema },
      },
    },
    async (request) =>
      adminCandidates.rejectCandidate(app.ctx, adminId(request), request.params.id, request.body),
  );
  app.get(
    '/api/admin/vetting-stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Median time from signup to vetting decision over the last 30 days',
        response: { 200: vettingStatsSchema },
      },
    },
    async () => adminCandidates.getVettingStats(app.ctx),
  );

  // Companies
  app.get(
    '/api/admin/companies',
    {
      schema: {
        tags: ['admin'],
        summary: 'Companies, filtered, newest first',
        querystring: adminCompanyQuerySchema,
        response: { 200: adminCompanyPageSchema },
      },
    },
    async (request) =>
      adminCompanies.listCompanies(db, {
        ...request.query,
        joinedFrom: request.query.joinedFrom || undefined,
        joinedTo: request.query.joinedTo || undefined,
      }),
  );
  app.get(
    '/api/admin/companies/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One company, all fields',
        params: idParams,
        response: { 200: adminCompanyDetailSchema },
      },
    },
    async (request) => adminCompanies.getCompany(db, request.params.id),
  );
  app.get(
    '/api/admin/companies/:id/team',
    {
      schema: {
        tags: ['admin'],
        summary: "A company's members and team activity (issue #33)",
        params: idParams,
        response: { 200: adminCompanyTeamSchema },
      },
    },
    async (request) => getCompanyTeam(db, request.params.id, app.ctx.now()),
  );
  app.patch(
    '/api/admin/companies/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a company (logged per field)',
        params: idParams,
        body: adminCompanyUpdateSchema,
        response: { 200: adminEditResultSchema },
      },
    },
    async (request) =>
      adminCompanies.updateCompany(app.ctx, adminId(request), request.params.id, request.body),
  );

  // Intro requests
  app.get(
    '/api/admin/intro-requests',
    {
      schema: {
        tags: ['admin'],
        summary: 'Intro requests, filtered, newest first',
        querystring: adminIntroQuerySchema,
        response: { 200: adminIntroPageSchema },
      },
    },
    async (request) => activity.listIntros(db, request.query),
  );
  app.patch(
    '/api/admin/intro-requests/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set an intro status (with its side effects)',
        params: idParams,
        body: adminIntroStatusSchema,
        response: { 200: adminIntroRowSchema },
      },
    },
    async (request) =>
      activity.setIntroStatus(app.ctx, adminId(request), request.params.id, request.body.status),
  );
  app.post(
    '/api/admin/intro-requests/:id/mark-scheduled',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark the meeting scheduled',
        params: idParams,
        response: { 200: adminIntroRowSchema },
      },
    },
    async (request) => activity.markMeetingScheduled(app.ctx, adminId(request), request.params.id),
  );
  app.post(
    '/api/admin/intro-requests/:id/reminder',
    {
      schema: {
        tags: ['admin'],
        summary: 'E-mail the company a reminder to book the call',
        params: idParams,
        response: { 200: adminReminderResultSchema },
      },
    },
    async (request) => activity.sendReminder(app.ctx, adminId(request), request.params.id),
  );
  app.get(
    '/api/admin/intro-requests/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'All filtered intro requests as intro_requests_export.csv',
        querystring: adminIntroQuerySchema.omit({ page: true, limit: true }),
      },
    },
    async (request, reply) => {
      const { csv, count } = await activity.exportIntros(db, request.query);
      reply
        .header('content-disposition', 'attachment; filename="intro_requests_export.csv"')
        .header('x-row-count', String(count));
      return reply.type('text/csv; charset=utf-8').send(csv);
    },
  );

  // Gigs
  app.get(
    '/api/admin/gigs',
    {
      schema: {
        tags: ['admin'],
        summary: 'Gigs, filtered, newest first',
        querystring: adminGigQuerySchema,
        response: { 200: adminGigPageSchema },
      },
    },
    async (request) => activity.listGigs(db, request.query),
  );
  app.patch(
    '/api/admin/gigs/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set any gig status',
        params: idParams,
        body: adminGigStatusSchema,
        response: { 200: adminGigRowSchema },
      },
    },
    async (request) =>
      activity.setGigStatus(app.ctx, adminId(request), request.params.id, request.body.status),
  );
  app.delete(
    '/api/admin/gigs/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a gig',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await activity.deleteGig(app.ctx, adminId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/api/admin/gigs/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'All filtered gigs as gigs_export.csv',
        querystring: adminGigQuerySchema.omit({ page: true, limit: true }),
      },
    },
    async (request, reply) => {
      const { csv, count } = await activity.exportGigs(db, request.query);
      reply
        .header('content-disposition', 'attachment; filename="gigs_export.csv"')
        .header('x-row-count', String(count));
      return reply.type('text/csv; charset=utf-8').send(csv);
    },
  );

  // Users and deletion
  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Candidates and companies for deletion',
        querystring: adminUserQuerySchema,
        response: { 200: adminUserPageSchema },
      },
    },
    async (request) => adminUsers.listUsers(db, request.query),
  );
  app.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A user and their associated records',
        params: idParams,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request) => adminUsers.getUser(db, request.params.id),
  );
  app.delete(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Delete a user permanently with everything attached (type their e-mail to confirm)',
        params: idParams,
        body: deleteUserSchema,
        response: {
          200: deletedCountsSchema,
        },
      },
      // The admin's password within 10 minutes (docs/decisions/066).
      onRequest: requireRecentAuthentication,
    },
    async (request) =>
      adminUsers.deleteUser(
        app.ctx,
        { id: adminId(request), email: request.auth!.user.email },
        request.params.id,
        request.body.confirmation,
        request.body.reason,
      ),
  );
  app.get(
    '/api/admin/deletion-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'The deletion log, newest first',
        querystring: deletionLogQuerySchema,
        response: { 200: deletionLogSchema },
      },
    },
    async (request) => listDeletionLog(db, request.query.search, request.query),
  );
  app.get(
    '/api/admin/edit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'The admin edit log, newest first',
        querystring: editLogQuerySchema,
        response: { 200: editLogPageSchema },
      },
    },
    async (request) => listEditLog(db, request.query.search, request.query),
  );

  // E-mail
  app.get(
    '/api/admin/emails',
    {
      schema: {
        tags: ['admin'],
        summary: 'The outbox, newest first',
        querystring: adminEmailQuerySchema,
        response: { 200: adminEmailPageSchema },
      },
    },
    async (request) => emails.listEmails(db, request.query),
  );
  app.get(
    '/api/admin/emails/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One e-mail with its rendered bodies',
        params: idParams,
        response: { 200: adminEmailDetailSchema },
      },
    },
    async (request) => emails.getEmail(db, request.params.id),
  );
  app.get(
    '/api/admin/email-config',
    {
      schema: {
        tags: ['admin'],
        summary: 'The e-mail configuration (secrets masked)',
        response: { 200: emailConfigSchema },
      },
    },
    async () => emails.emailConfig(app.ctx),
  );
  app.post(
    '/api/admin/emails/test',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a test e-mail now',
        body: testEmailSchema,
        response: { 200: testEmailResultSchema },
      },
    },
    async (request) => emails.sendTestEmail(app.ctx, request.body.to),
  );
};
