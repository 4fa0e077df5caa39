import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../features/auth/api/get-session';
import { CompanySignupForm } from '../../../features/companies/components/company-signup-form';
import { signupValuesFromState } from '../../../features/companies/components/signup-prefill';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { DocumentTitle } from '../../../components/document-title';

/** Spec 1 §9: signup redirect delay 1.5 s. */
export const SIGNUP_REDIRECT_DELAY_MS = 1500;

/**
 * /create-account — company signup (spec 1 §2, §5 "Company signup"), prefilled from `/startups`.
 * A logged-in company goes to /dashboard once the session is known (the form shows meanwhile).
 */
export function CreateAccountRoute() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);
  const [defaultValues] = useState(() => signupValuesFromState(location.state));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // While the session is being checked the form shows (it is prerendered, ADR 041); a company
  // that turns out to be logged in is sent on.
  if (!created && session.status === 'company')
    return <Navigate to={paths.dashboard.getHref()} replace />;

  const onSuccess = () => {
    setCreated(true);
    timer.current = setTimeout(
      () => void navigate(paths.onboardingPreferences.getHref(), { replace: true }),
      SIGNUP_REDIRECT_DELAY_MS,
    );
  };

  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-20">
      <DocumentTitle>Create Company Account | WarmIntro</DocumentTitle>
      <Card className="mx-auto w-full max-w-2xl">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            Create Company Account
          </h1>
          <CardDescription>
            Connect directly with top talent. Already have an account?{' '}
            <Link
              to={paths.loginCompany.getHref()}
              className="font-medium text-brand-700 hover:underline"
            >
              Company Login
            </Link>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CompanySignupForm defaultValues={defaultValues} onSuccess={onSuccess} />
        </CardContent>
      </Card>
    </section>
  );
}
