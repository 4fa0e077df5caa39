/**
 * The billing module: the Free and Pro plans of a company (docs/decisions/058) — upgrade, cancel,
 * receipts, and the settling of plan periods by the timers. It reads and writes a company's plan
 * through the companies module. Its public door (docs/decisions/072-server-modules.md): nothing
 * outside the module imports its other files.
 */
export { billingRoutes } from './billing.routes';
export { settlePlanPeriods } from './billing.service';
