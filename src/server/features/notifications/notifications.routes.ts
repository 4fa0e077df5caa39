/**
 * Notification routes (issue #16; docs/decisions/040): a company's or a candidate's own
 * notifications, newest first, and marking one or all read. Anyone else's id is 404.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationPageSchema,
  notificationQuerySchema,
  notificationReadResultSchema,
} from '../../../shared/notifications/schemas';
import { requireRole, userIdOf } from '../auth';
import * as service from './notifications.service';

const idParams = z.object({ id: z.string().max(100) });

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const owners = requireRole('company', 'candidate');
  const tags = ['notifications'];

  app.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: 'My notifications, newest first (keyset pages), with the unread count',
        querystring: notificationQuerySchema,
        response: { 200: notificationPageSchema },
      },
      onRequest: owners,
    },
    async (request) => service.listNotifications(app.ctx, userIdOf(request), request.query),
  );

  app.post(
    '/api/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Mark all my notifications read',
        response: { 200: notificationReadResultSchema },
      },
      onRequest: owners,
    },
    async (request) => service.markAllNotificationsRead(app.ctx, userIdOf(request)),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one of my notifications read',
        params: idParams,
        response: { 200: notificationReadResultSchema },
      },
      onRequest: owners,
    },
    async (request) => service.markNotificationRead(app.ctx, userIdOf(request), request.params.id),
  );
};
