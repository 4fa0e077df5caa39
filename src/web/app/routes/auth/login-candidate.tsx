import { LoginPage } from '../../../features/auth/components/login-page';

/** /login/candidate — Candidate login. */
export function LoginCandidateRoute() {
  return <LoginPage userType="candidate" />;
}
