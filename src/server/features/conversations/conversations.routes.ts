/**
 * Conversation routes (issue #16): a company's and a candidate's inbox, messages, reading,
 * reporting, the unread-message e-mail setting, the live stream (`GET /api/stream`, also the
 * admin's, for the nav counts), and the admin's read-only view of reported conversations.
 */
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  conversationSummarySchema,
  inboxSchema,
  messagePageQuerySchema,
  messagePageSchema,
  messageSchema,
  messageSettingsSchema,
  readResultSchema,
  reportConversationSchema,
  reportedConversationSchema,
  reportListSchema,
  reportResultSchema,
  sendMessageSchema,
} from '../../../shared/conversations/schemas';
import { limit } from '../../platform/http/rate-limit';
import { requireRole, requireVerifiedEmail, userIdOf } from '../auth';
import { findMessageEmails, setMessageEmails } from './message-settings.repo';
import { findLiveSessionEnds } from '../auth';
import { LiveHub, parseLastEventId } from '../../platform/live-stream';
import * as service from './conversations.service';

const idParams = z.object({ id: z.string().max(100) });

declare module 'fastify' {
  interface FastifyInstance {
    /** The live streams open on this process (issue #16). */
    live: LiveHub;
  }
}

/** The reader or writer: a candidate, or a member of a company for the whole team (ADR 073). */
function partyOf(request: FastifyRequest): service.Party {
  const user = request.auth!.user;
  return { userId: user.id, companyId: user.role === 'company' ? user.companyId : null };
}

export const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const parties = requireRole('company', 'candidate');
  const streamers = requireRole('company', 'candidate', 'admin');
  const tags = ['conversations'];

  const hub = new LiveHub(
    app.ctx.database,
    (sessionIds) => findLiveSessionEnds(app.ctx.db, sessionIds),
    (error) => app.log.error({ err: error }, 'live stream failed'),
  );
  app.decorate('live', hub);
  app.addHook('onReady', () => hub.start());
  // Open streams would hold the server's close forever: end them first.
  app.addHook('preClose', () => hub.stop());

  app.get(
    '/api/stream',
    {
      schema: {
        tags,
        summary:
          "Server-Sent Events: new messages, seen, unread totals, conversations opened and closed, notifications; for admins, changes of the admin nav's counts. Send Last-Event-ID to replay what was missed.",
        querystring: z.object({ lastEventId: z.string().max(20).optional() }),
      },
      // Admins too: their stream carries only `nav-counts` (issue #16; docs/decisions/044).
      onRequest: streamers,
    },
    async (request, reply) => {
      const lastSeen =
        parseLastEventId(request.headers['last-event-id']) ??
        parseLastEventId(request.query.lastEventId);
      const auth = request.auth!;
      reply.hijack();
      await hub.open(
        auth.user.id,
        { id: auth.sessionId, expiresAt: auth.expiresAt },
        reply.raw,
        lastSeen,
      );
    },
  );

  app.get(
    '/api/conversations',
    {
      schema: {
        tags,
        summary: 'The inbox: my conversations, latest first, with unread counts',
        response: { 200: inboxSchema },
      },
      onRequest: parties,
    },
    async (request) => service.listInbox(app.ctx, partyOf(request)),
  );

  app.get(
    '/api/conversations/settings',
    {
      schema: {
        tags,
        summary: 'Whether I get an e-mail about messages unread for 10 minutes',
        response: { 200: messageSettingsSchema },
      },
      onRequest: parties,
    },
    async (request) => ({
      messageEmails: await findMessageEmails(app.ctx.db, userIdOf(request)),
    }),
  );

  app.put(
    '/api/conversations/settings',
    {
      schema: {
        tags,
        summary: 'Turn the unread-message e-mails on or off',
        body: messageSettingsSchema,
        response: { 200: messageSettingsSchema },
      },
      onRequest: parties,
    },
    async (request) => {
      await setMessageEmails(app.ctx.db, userIdOf(request), request.body.messageEmails);
      return { messageEmails: request.body.messageEmails };
    },
  );

  app.get(
    '/api/conversations/:id',
    {
      schema: {
        tags,
        summary: 'One of my conversations',
        params: idParams,
        response: { 200: conversationSummarySchema },
      },
      onRequest: parties,
    },
    async (request) => service.getConversation(app.ctx, partyOf(request), request.params.id),
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'A page of messages, oldest first; `before` pages back',
        params: idParams,
        querystring: messagePageQuerySchema,
        response: { 200: messagePageSchema },
      },
      onRequest: parties,
    },
    async (request) =>
      service.listMessages(app.ctx, partyOf(request), request.params.id, request.query),
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Send a message (plain text, up to 5,000 characters; 30 a minute)',
        params: idParams,
        body: sendMessageSchema,
        response: { 201: messageSchema },
      },
      onRequest: [parties, requireVerifiedEmail],
      preHandler: limit(app, 'messages'),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.sendMessage(app.ctx, partyOf(request), request.params.id, request.body),
        ),
  );

  app.post(
    '/api/conversations/:id/read',
    {
      schema: {
        tags,
        summary: "Mark the other party's messages seen",
        params: idParams,
        response: { 200: readResultSchema },
      },
      onRequest: parties,
    },
    async (request) => service.markRead(app.ctx, partyOf(request), request.params.id),
  );

  app.post(
    '/api/conversations/:id/report',
    {
      schema: {
        tags,
        summary: 'Report the conversation: the admin may then read it',
        params: idParams,
        body: reportConversationSchema,
        response: { 201: reportResultSchema },
      },
      onRequest: parties,
    },
    async (request, reply) => {
      await service.reportConversation(
        app.ctx,
        request.auth!.user,
        request.params.id,
        request.body.reason,
      );
      return reply.status(201).send({ reported: true as const });
    },
  );

  const adminOnly = requireRole('admin');

  app.get(
    '/api/admin/conversation-reports',
    {
      schema: {
        tags,
        summary: 'Reported conversations, newest report first',
        response: { 200: reportListSchema },
      },
      onRequest: adminOnly,
    },
    async () => service.listReports(app.ctx),
  );

  app.get(
    '/api/admin/conversations/:id',
    {
      schema: {
        tags,
        summary: 'A reported conversation, read-only (404 unless reported)',
        params: idParams,
        response: { 200: reportedConversationSchema },
      },
      onRequest: adminOnly,
    },
    async (request) => service.getReportedConversation(app.ctx, request.params.id),
  );
};
