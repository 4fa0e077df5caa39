/**
 * `POST /api/billing/upgrade` — simulated upgrade to Pro (spec 1 §2 "Upgrade page");
 * `GET /api/billing/allowance` — the free intro requests left this month.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  introAllowanceSchema,
  upgradeResultSchema,
  upgradeSchema,
} from '../../../shared/billing/schemas';
import { requireRole, userIdOf } from '../../plugins/session';
import { simulatedBilling } from './billing-provider';
import { getIntroAllowance, upgradeToPro } from './billing.service';

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

  app.get(
    '/api/billing/allowance',
    {
      schema: {
        tags: ['billing'],
        summary: "The company's free intro requests left this month, and when they reset",
        response: { 200: introAllowanceSchema },
      },
      onRequest: requireRole('company'),
    },
    async (request) => getIntroAllowance(app.ctx, userIdOf(request)),
  );
};
