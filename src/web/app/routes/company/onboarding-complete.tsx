import { Link, useLocation } from 'react-router';
import { CheckCircle2, LayoutDashboard, Search } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useSession } from '../../../features/auth/api/get-session';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import type { OnboardingCompleteState } from './onboarding-preferences';
import { DocumentTitle } from '../../../components/document-title';

/**
 * /onboarding/complete — 'Setup Complete' (spec 1 §2 "Company onboarding"). 'Go to Your
 * Dashboard' goes to the dashboard, where the spec only showed a coming-soon notice (issue #30,
 * docs/decisions/057-no-dead-ends.md).
 */
export function OnboardingCompleteRoute() {
  const location = useLocation();
  const { user } = useSession();
  const state = location.state as OnboardingCompleteState | null;
  const firstName = state?.firstName || user?.firstName || '';

  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-20">
      <DocumentTitle>Setup Complete | WarmIntro</DocumentTitle>
      <Card className="mx-auto w-full max-w-2xl text-center">
        <CardContent className="flex flex-col items-center gap-4 p-8 sm:p-12">
          <CheckCircle2 className="size-14 text-emerald-600" aria-hidden="true" />
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            Setup Complete
          </h1>
          <p className="text-lg text-slate-600">
            {firstName ? `You're all set, ${firstName}! ` : "You're all set! "}
            Start discovering pre-vetted talent and request your first warm intro.
          </p>
          <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.talent.getHref()}>
                <Search aria-hidden="true" />
                Start Discovering Talent
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.dashboard.getHref()}>
                <LayoutDashboard aria-hidden="true" />
                Go to Your Dashboard
              </Link>
            </Button>
          </div>
          <p className="mt-4 text-sm text-slate-600">
            You can adjust your preferences later in company settings.
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
