/** `POST /api/contact`, `POST /api/contact/demo`, `POST /api/newsletter` (spec 1 §2, §5). Rate limited per IP. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactSchema,
  demoRequestSchema,
  newsletterSchema,
  newsletterTexts,
} from '../../../shared/marketing/schemas';
import { limit } from '../../platform/http/rate-limit';
import { requestDemo, submitContact, subscribeNewsletter } from './marketing.service';

export const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  const accepted = z.object({ message: z.string() });

  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Send a message to the team',
        body: contactSchema,
        response: { 201: accepted },
      },
      preHandler: limit(app, 'contact'),
    },
    async (request, reply) => {
      await submitContact(app.ctx, request.body);
      return reply.status(201).send({ message: 'Message Sent!' });
    },
  );

  app.post(
    '/api/contact/demo',
    {
      schema: {
        tags: ['marketing'],
        summary: "Record a 'Schedule Your Demo' request",
        body: demoRequestSchema,
        response: { 201: accepted },
      },
      preHandler: limit(app, 'contact'),
    },
    async (request, reply) => {
      await requestDemo(app.ctx, request.body);
      return reply.status(201).send({ message: 'Demo request received.' });
    },
  );

  app.post(
    '/api/newsletter',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Subscribe an e-mail address to the newsletter',
        body: newsletterSchema,
        response: { 201: z.object({ title: z.string(), description: z.string() }) },
      },
      preHandler: limit(app, 'newsletter'),
    },
    async (request, reply) => {
      await subscribeNewsletter(app.ctx, request.body.email);
      return reply.status(201).send(newsletterTexts.success);
    },
  );
};
