import { LoginPage } from '../../../features/auth/components/login-page';

/** /login/company — Company login. */
export function LoginCompanyRoute() {
  return <LoginPage userType="company" />;
}
