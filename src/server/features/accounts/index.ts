/**
 * The accounts module's public door (docs/decisions/072).
 */
export { deleteAccount } from './account-deletion.service';
export { accountsRoutes } from './accounts.routes';
