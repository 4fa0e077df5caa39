import { AdminEmailsPage } from '../../../features/admin/components/emails-page';

/** /admin/emails (spec 2 §2 "Admin screens"; issue #7). */
export function AdminEmailsRoute() {
  return <AdminEmailsPage />;
}
