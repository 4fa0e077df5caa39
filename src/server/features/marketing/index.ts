/**
 * The marketing module: the public site's forms — newsletter sign-ups, contact messages and demo
 * requests (spec 1 §5). Its public door (docs/decisions/072-server-modules.md): nothing outside the
 * module imports its other files.
 */
export { deleteSubmissionsOf } from './marketing.repo';
export { marketingRoutes } from './marketing.routes';
