import { AdminIntroRequestsPage } from '../../../features/admin/components/intro-requests-page';

/** /admin/intro-requests (spec 2 §2 "Admin screens"; issue #7). */
export function AdminIntroRequestsRoute() {
  return <AdminIntroRequestsPage />;
}
