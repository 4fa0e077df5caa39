import { LoginPage } from '../../../features/auth/components/login-page';

/** /admin/login — admin login by e-mail and password (DESIGN.md departures). */
export function AdminLoginRoute() {
  return <LoginPage userType="admin" />;
}
