import { AdminCompaniesPage } from '../../../features/admin/components/companies-page';

/** /admin/companies (spec 2 §2 "Admin screens"; issue #7). */
export function AdminCompaniesRoute() {
  return <AdminCompaniesPage />;
}
