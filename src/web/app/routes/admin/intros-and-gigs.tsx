import { AdminIntrosAndGigsPage } from '../../../features/admin/components/intros-and-gigs-page';

/** /admin/intros-and-gigs (spec 2 §2 "Admin screens"; issue #7). */
export function AdminIntrosAndGigsRoute() {
  return <AdminIntrosAndGigsPage />;
}
