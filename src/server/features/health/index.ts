/**
 * The health module: `GET /api/health` (alive) and `GET /api/ready` (ready for traffic,
 * docs/decisions/070). Its public door (docs/decisions/072-server-modules.md): nothing outside the
 * module imports its other files.
 */
export { healthRoutes } from './health.routes';
