import { useSession } from '../../../features/auth/api/get-session';
import { PageHeader } from '../../../components/page-header';

/** /onboarding/preferences and /onboarding-welcome — company preferences (spec 1 §2 "Company onboarding"). */
export function OnboardingPreferencesRoute() {
  const { user } = useSession();
  return <PageHeader eyebrow="Step 1 of 1" title={`Welcome, ${user?.firstName ?? ''}`} />;
}
