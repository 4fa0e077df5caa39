import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { SessionInfo, UserType } from '../../../../shared/auth/schemas';
import { paths } from '../../../config/paths';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { useSession } from '../api/get-session';
import { getLoginRedirect } from '../lib/redirect';
import { LoginForm } from './login-form';
import { PasskeyLoginButton } from './passkey-login-button';
import { DocumentTitle } from '../../../components/document-title';

/** Spec 1 §9: login redirect delay 1 s. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

/** Where each role lands after login when no location was requested. */
function defaultTarget(userType: UserType, session: SessionInfo): string {
  if (userType === 'candidate') return paths.candidateDashboard.getHref();
  if (userType === 'admin') return paths.adminCandidates.getHref();
  return session.user?.onboardingStatus === 'pending_preferences'
    ? paths.onboardingPreferences.getHref()
    : paths.dashboard.getHref();
}

const pageTexts: Record<UserType, { title: string; home: string }> = {
  company: { title: 'Company Login', home: paths.dashboard.getHref() },
  candidate: { title: 'Candidate Login', home: paths.candidateDashboard.getHref() },
  admin: { title: 'Admin Login', home: paths.adminCandidates.getHref() },
};

interface LoginPageProps {
  userType: UserType;
}

/**
 * A login screen: users already logged in as this type go to their home once the session is known
 * (the form shows meanwhile); after a login it waits
 * (1 s for companies and candidates) and returns to the requested location or the role's home.
 */
export function LoginPage({ userType }: LoginPageProps) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [justLoggedIn, setJustLoggedIn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const texts = pageTexts[userType];

  useEffect(() => () => clearTimeout(timer.current), []);

  // While the session is being checked the form shows (it is prerendered, ADR 041); a user who
  // turns out to be logged in is sent on.
  if (!justLoggedIn && session.status === userType) return <Navigate to={texts.home} replace />;

  const onSuccess = (next: SessionInfo) => {
    setJustLoggedIn(true);
    const target = getLoginRedirect(location) ?? defaultTarget(userType, next);
    const delay = userType === 'admin' ? 0 : LOGIN_REDIRECT_DELAY_MS;
    timer.current = setTimeout(() => void navigate(target, { replace: true }), delay);
  };

  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-20">
      <DocumentTitle>{`${texts.title} | WarmIntro`}</DocumentTitle>
      <Card className="mx-auto w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{texts.title}</h1>
          {userType === 'company' ? (
            <CardDescription>
              <Link
                to={paths.createAccount.getHref()}
                className="font-medium text-brand-700 hover:underline"
              >
                Create Company Account
              </Link>
            </CardDescription>
          ) : null}
          {userType === 'candidate' ? (
            <CardDescription>
              <Link
                to={paths.candidateSignup.getHref()}
                className="font-medium text-brand-700 hover:underline"
              >
                Join as Talent
              </Link>
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent>
          <LoginForm userType={userType} onSuccess={onSuccess} />
          <PasskeyLoginButton userType={userType} onSuccess={onSuccess} />
        </CardContent>
      </Card>
    </section>
  );
}
