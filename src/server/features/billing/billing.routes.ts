/** `POST /api/billing/upgrade` — simulated upgrade to Pro (spec 1 §2 "Upgrade page"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { upgradeResultSchema, upgradeSchema } from '../../../shared/billing/schemas';
import { requireRole, userIdOf } from '../../plugins/session';
import { simulatedBilling } from './billing-provider';
import { upgradeToPro } from './billing.service';

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/billing/upgrade',
    {
      schema: {
        tags: ['billing'],
        summary: 'Upgrade the company to Pro (simulated payment)',
        body: upgradeSchema,
        response: { 200: upgradeResultSchema },
      },
      onRequest: requireRole('company'),
    },
    async (request) => upgradeToPro(app.ctx, simulatedBilling, userIdOf(request)),
  );
};
