/**
 * The accounts module: the end of an account and its data as a whole — permanent deletion by an
 * admin or by the user themself (spec 2 §2 "/admin/delete-users", §3 "Deletion log"; issues #3 and
 * #5), and "download my data" for candidates and companies, gathered from each module's own export.
 * It owns no table of its own: it asks each module to erase or export what that module owns. Its
 * public door (docs/decisions/072-server-modules.md): nothing outside the module imports its other
 * files.
 */
export { deleteAccount } from './account-deletion.service';
export { accountsRoutes } from './accounts.routes';
