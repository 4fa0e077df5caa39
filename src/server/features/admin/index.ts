/**
 * The admin module: the admin pages' API (spec 2 §2–§5) — candidate vetting, company standing,
 * users, intro requests and gigs, the e-mail log, the audit logs, nav counts and failed background
 * jobs (docs/decisions/071). It sits at the top: it acts through the other modules' doors and is
 * imported by none. Its public door (docs/decisions/072-server-modules.md): nothing outside the
 * module imports its other files.
 */
export { adminRoutes } from './admin.routes';
