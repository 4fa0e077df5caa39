/**
 * A company's team (issue #33, docs/decisions/073): the members page's reads and actions for
 * company users (managing is the owner's and admins', checked by the service), and the join page's
 * public invitation link. Thin: the rules are in `team.service.ts`.
 */
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptedInvitationSchema,
  acceptInvitationSchema,
  changeMemberRoleSchema,
  invitationViewSchema,
  inviteMemberSchema,
  pendingInvitationSchema,
  teamActivityEntrySchema,
  teamMemberSchema,
  teamNotificationPreferencesSchema,
  teamSchema,
  transferOwnershipSchema,
} from '../../../shared/companies/team';
import { limit } from '../../platform/http/rate-limit';
import {
  clearSessionCookie,
  companyIdOf,
  requireCompanyRole,
  requireRole,
  sessionClientOf,
  setSessionCookie,
  userIdOf,
} from '../auth';
import * as team from './team.service';

const tokenParams = z.object({ token: z.string().max(300) });
const idParams = z.object({ id: z.uuid({ error: 'Invitation not found.' }) });
const userParams = z.object({ userId: z.uuid({ error: 'This person is not on your team.' }) });

/** The signed-in member as the team's rules see them. */
function actorOf(request: FastifyRequest): team.TeamActor {
  const companyId = companyIdOf(request);
  return { userId: userIdOf(request), companyId, role: request.auth!.user.companyRole! };
}

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyMember = [requireRole('company'), requireCompanyRole('owner', 'admin', 'member')];
  const managers = [requireRole('company'), requireCompanyRole('owner', 'admin')];
  const tags = ['team'];

  app.get(
    '/api/company/members',
    {
      schema: {
        tags,
        summary: "The company's members, invitations and seats",
        response: { 200: teamSchema },
      },
      onRequest: anyMember,
    },
    async (request) => team.getTeam(app.ctx, actorOf(request)),
  );

  app.get(
    '/api/company/team-activity',
    {
      schema: {
        tags,
        summary: "The team's latest invitations, joins and changes",
        response: { 200: z.object({ items: z.array(teamActivityEntrySchema) }) },
      },
      onRequest: anyMember,
    },
    async (request) => ({ items: await team.getTeamActivity(app.ctx.db, companyIdOf(request)) }),
  );

  app.get(
    '/api/company/notification-preferences',
    {
      schema: {
        tags,
        summary: 'Which company e-mails and notifications I get',
        response: { 200: teamNotificationPreferencesSchema },
      },
      onRequest: anyMember,
    },
    async (request) => team.getNotificationPreferences(app.ctx.db, actorOf(request)),
  );

  app.put(
    '/api/company/notification-preferences',
    {
      schema: {
        tags,
        summary: 'Choose which company e-mails and notifications I get',
        body: teamNotificationPreferencesSchema,
        response: { 200: teamNotificationPreferencesSchema },
      },
      onRequest: anyMember,
    },
    async (request) => team.setNotificationPreferences(app.ctx.db, actorOf(request), request.body),
  );

  app.post(
    '/api/company/invitations',
    {
      schema: {
        tags,
        summary: 'Invite a teammate by e-mail (owner or admin; seats per plan)',
        body: inviteMemberSchema,
        response: { 201: pendingInvitationSchema },
      },
      onRequest: managers,
    },
    async (request, reply) =>
      reply.status(201).send(await team.inviteMember(app.ctx, actorOf(request), request.body)),
  );

  app.post(
    '/api/company/invitations/:id/resend',
    {
      schema: {
        tags,
        summary: 'Send an invitation again with a new 7-day link',
        params: idParams,
        response: { 200: pendingInvitationSchema },
      },
      onRequest: managers,
    },
    async (request) => team.resendInvitation(app.ctx, actorOf(request), request.params.id),
  );

  app.delete(
    '/api/company/invitations/:id',
    {
      schema: {
        tags,
        summary: 'Revoke an invitation',
        params: idParams,
        response: { 204: z.null() },
      },
      onRequest: managers,
    },
    async (request, reply) => {
      await team.revokeInvitation(app.ctx, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/company/members/:userId',
    {
      schema: {
        tags,
        summary: "Change a teammate's role (admin or member)",
        params: userParams,
        body: changeMemberRoleSchema,
        response: { 200: teamMemberSchema },
      },
      onRequest: managers,
    },
    async (request) =>
      team.changeMemberRole(app.ctx, actorOf(request), request.params.userId, request.body.role),
  );

  app.delete(
    '/api/company/members/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a teammate: their sessions end at once',
        params: userParams,
        response: { 204: z.null() },
      },
      onRequest: managers,
    },
    async (request, reply) => {
      await team.removeMember(app.ctx, actorOf(request), request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/company/leave',
    {
      schema: { tags, summary: 'Leave the company (not the owner)', response: { 204: z.null() } },
      onRequest: anyMember,
    },
    async (request, reply) => {
      await team.leaveCompany(app.ctx, actorOf(request));
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/company/transfer-ownership',
    {
      schema: {
        tags,
        summary: 'Hand the company to a teammate (owner only); you become an admin',
        body: transferOwnershipSchema,
        response: { 200: teamSchema },
      },
      onRequest: [requireRole('company'), requireCompanyRole('owner')],
    },
    async (request) => team.transferOwnership(app.ctx, actorOf(request), request.body.userId),
  );

  app.get(
    '/api/invitations/:token',
    {
      schema: {
        tags,
        summary: 'What an invitation link offers (public)',
        params: tokenParams,
        response: { 200: invitationViewSchema },
      },
      preHandler: limit(app, 'email-verification'),
    },
    async (request) => team.viewInvitation(app.ctx, request.params.token),
  );

  app.post(
    '/api/invitations/:token/accept',
    {
      schema: {
        tags,
        summary: 'Accept an invitation: a new account, or the signed-in one with its address',
        params: tokenParams,
        body: acceptInvitationSchema,
        response: { 200: acceptedInvitationSchema },
      },
      preHandler: limit(app, 'signup'),
    },
    async (request, reply) => {
      const accepted = await team.acceptInvitation(
        app.ctx,
        request.params.token,
        request.body,
        request.auth?.user.id ?? null,
        sessionClientOf(request.headers['user-agent'], request.ip),
      );
      if (accepted.session)
        setSessionCookie(app, reply, accepted.session.token, accepted.session.auth.expiresAt);
      return { redirectTo: accepted.redirectTo };
    },
  );
};
