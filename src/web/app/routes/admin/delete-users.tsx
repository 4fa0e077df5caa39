import { AdminDeleteUsersPage } from '../../../features/admin/components/delete-users-page';

/** /admin/delete-users (spec 2 §2 "Admin screens"; issue #7). */
export function AdminDeleteUsersRoute() {
  return <AdminDeleteUsersPage />;
}
