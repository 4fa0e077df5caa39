/**
 * The admin module's public door (docs/decisions/072).
 */
export { adminRoutes } from './admin.routes';
