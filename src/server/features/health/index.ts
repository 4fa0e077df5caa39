/**
 * The health module's public door (docs/decisions/072).
 */
export { healthRoutes } from './health.routes';
