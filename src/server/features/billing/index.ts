/**
 * The billing module's public door (docs/decisions/072).
 */
export { billingRoutes } from './billing.routes';
export { settlePlanPeriods } from './billing.service';
