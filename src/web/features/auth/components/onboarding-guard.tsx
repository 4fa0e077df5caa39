import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../api/get-session';

/**
 * Where a company with pending preferences may stay (spec 1 §4 "Company onboarding_status": "forced
 * to /onboarding/preferences except when already on that page or /onboarding/complete"; the
 * spec's /onboarding-welcome shows the same screen). The company signup and login pages are the
 * doors in: they send a pending company on to /onboarding/preferences themselves after the
 * spec's delays (1.5 s, 1 s), so they are left to do it (docs/decisions/023).
 */
const stayPaths: readonly string[] = [
  paths.onboardingPreferences.path,
  paths.onboardingWelcome.path,
  paths.onboardingComplete.path,
  paths.createAccount.path,
  paths.loginCompany.path,
  // A new company opens its e-mail verification link before setting its preferences (issue #31).
  paths.verifyEmail.path,
];

/**
 * The one onboarding guard, a layout route around every page of the app: a logged-in company whose
 * preferences are pending goes to /onboarding/preferences from any other page, public or not, so
 * a new page cannot forget it. Everyone else passes. While the session loads the page renders (a
 * guest must not wait); a pending company is sent on as soon as it is known.
 */
export function OnboardingGuard() {
  const { status, user } = useSession();
  const { pathname } = useLocation();
  if (
    status === 'company' &&
    user?.onboardingStatus === 'pending_preferences' &&
    !stayPaths.includes(pathname)
  ) {
    return <Navigate to={paths.onboardingPreferences.getHref()} replace />;
  }
  return <Outlet />;
}
