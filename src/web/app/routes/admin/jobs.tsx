import { AdminJobsPage } from '../../../features/admin/components/jobs-page';

/** /admin/jobs (issue #32 item 4; docs/decisions/071): failed background jobs. */
export function AdminJobsRoute() {
  return <AdminJobsPage />;
}
