/**
 * `POST /api/billing/upgrade` — simulated upgrade to Pro (spec 1 §2 "Upgrade page");
 * `GET /api/billing/allowance` — the free intro requests left this month;
 * `GET /api/billing/plan`, `POST /api/billing/plan/cancel`, `POST /api/billing/plan/resume` — the
 * plan, its period and receipts, cancelling at the period's end and taking that back
 * (docs/decisions/058-a-plan-you-can-manage.md).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  introAllowanceSchema,
  planStateSchema,
  upgradeResultSchema,
  upgradeSchema,
} from '../../../shared/billing/schemas';
import { companyIdOf, requireCompanyRole, requireRole } from '../auth';
import { simulatedBilling } from './billing-provider';
import {
  getIntroAllowance,
  getPlan,
  setPlanEndsAtPeriodEnd,
  upgradeToPro,
} from './billing.service';

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Issue #33 item 3: billing and the plan are the owner's (docs/decisions/073).
  const ownerOnly = [requireRole('company'), requireCompanyRole('owner')];
  app.post(
    '/api/billing/upgrade',
    {
      schema: {
        tags: ['billing'],
        summary: 'Upgrade the company to Pro (simulated payment)',
        body: upgradeSchema,
        response: { 200: upgradeResultSchema },
      },
      onRequest: ownerOnly,
    },
    async (request) => upgradeToPro(app.ctx, simulatedBilling, companyIdOf(request)),
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
    async (request) => getIntroAllowance(app.ctx, companyIdOf(request)),
  );

  app.get(
    '/api/billing/plan',
    {
      schema: {
        tags: ['billing'],
        summary: "The company's plan, its current period, what may change, and its receipts",
        response: { 200: planStateSchema },
      },
      onRequest: requireRole('company'),
    },
    async (request) => getPlan(app.ctx, companyIdOf(request)),
  );

  app.post(
    '/api/billing/plan/cancel',
    {
      schema: {
        tags: ['billing'],
        summary: 'Cancel Pro at the end of the current period (simulated billing)',
        response: { 200: planStateSchema },
      },
      onRequest: ownerOnly,
    },
    async (request) => setPlanEndsAtPeriodEnd(app.ctx, companyIdOf(request), true),
  );

  app.post(
    '/api/billing/plan/resume',
    {
      schema: {
        tags: ['billing'],
        summary: 'Keep Pro after cancelling it, before the period ends',
        response: { 200: planStateSchema },
      },
      onRequest: ownerOnly,
    },
    async (request) => setPlanEndsAtPeriodEnd(app.ctx, companyIdOf(request), false),
  );
};
