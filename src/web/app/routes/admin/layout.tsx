import { AdminLayout } from '../../../features/admin/components/admin-layout';

/** Layout of every guarded admin page: the admin header and the page. */
export function AdminLayoutRoute() {
  return <AdminLayout />;
}
