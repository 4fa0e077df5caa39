/**
 * The marketing module's public door (docs/decisions/072).
 */
export { deleteSubmissionsOf } from './marketing.repo';
export { marketingRoutes } from './marketing.routes';
