import { AdminCandidatesPage } from '../../../features/admin/components/candidates-page';

/** /admin/candidates (spec 2 §2 "Admin screens"; issue #7). */
export function AdminCandidatesRoute() {
  return <AdminCandidatesPage />;
}
