import { AdminAuditPage } from '../../../features/admin/components/audit-page';

/** /admin/audit (spec 2 §2 "Admin screens"; issue #7). */
export function AdminAuditRoute() {
  return <AdminAuditPage />;
}
