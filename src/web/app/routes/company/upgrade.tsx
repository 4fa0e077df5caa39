import { useEffect, useRef, useState } from 'react';
import { addMonths } from 'date-fns';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, BadgeCheck, CreditCard, Sparkles } from 'lucide-react';
import {
  FREE_INTRO_REQUESTS_PER_MONTH,
  PRO_PRICE_USD_PER_MONTH,
} from '../../../../shared/billing/schemas';
import { paths } from '../../../config/paths';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpgradeToPro } from '../../../features/billing/api/upgrade-plan';
import {
  enterpriseFeatures,
  PlanCard,
  proFeatures,
} from '../../../features/billing/components/plan-cards';
import { useCompanyProfile } from '../../../features/companies/api/get-company-profile';
import { planLabels } from '../../../features/companies/components/account-tab';
import { useCompanyDataMissing } from '../../../features/companies/components/use-company-data-missing';
import { Button } from '../../../components/ui/button';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { DocumentTitle } from '../../../components/document-title';

/** Spec 1 §9: upgrade redirect delay 1.5 s. */
export const UPGRADE_REDIRECT_DELAY_MS = 1500;

/**
 * /upgrade — Pro and Enterprise plans (spec 1 §2 "Upgrade page", §4 "Plan"). Upgrading is
 * simulated by the server; a real checkout only shows a coming-soon notice. Upgrading asks first,
 * saying what changes and when Pro renews (issue #30, docs/decisions/058).
 */
export function UpgradeRoute() {
  const navigate = useNavigate();
  const profile = useCompanyProfile();
  const upgrade = useUpgradeToPro();
  const companyDataMissing = useCompanyDataMissing();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  const notFound = isApiError(profile.error, 'NOT_FOUND');
  useEffect(() => {
    if (notFound) companyDataMissing();
  }, [notFound, companyDataMissing]);

  const planTier = profile.data?.planTier;
  // The day the first month ends, as the server counts it (one calendar month).
  const [renewsOn] = useState(() =>
    addMonths(new Date(), 1).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }),
  );
  const onPaidPlan = !upgrade.isSuccess && planTier !== undefined && planTier !== 'free';

  const onUpgrade = async () => {
    try {
      await upgrade.mutateAsync();
    } catch (error) {
      if (isApiError(error, 'NOT_FOUND')) {
        companyDataMissing();
        return;
      }
      toast({
        title: 'Error',
        description: isApiError(error) && error.detail ? error.detail : unexpectedErrorMessage,
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Upgrade Successful!', description: 'Welcome to WarmIntro Pro.' });
    timer.current = setTimeout(
      () => void navigate(paths.dashboard.getHref()),
      UPGRADE_REDIRECT_DELAY_MS,
    );
  };

  return (
    <div className="bg-slate-50">
      <DocumentTitle>Upgrade | WarmIntro</DocumentTitle>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
          <Link
            to={paths.dashboard.getHref()}
            className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Dashboard
          </Link>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            Upgrade Your Plan
          </h1>
          <p className="mt-3 text-lg text-slate-600">
            Free companies get {FREE_INTRO_REQUESTS_PER_MONTH} intro requests a month. Go unlimited
            with Pro, or talk to us about Enterprise.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-2">
        <PlanCard
          name="Pro"
          highlighted
          price={
            <p>
              <span className="text-4xl font-extrabold">${PRO_PRICE_USD_PER_MONTH}</span>{' '}
              <span className="text-slate-600">per month</span>
            </p>
          }
          description="For startups hiring actively."
          features={proFeatures}
        >
          {profile.isPending ? (
            <Skeleton className="h-12" />
          ) : onPaidPlan ? (
            <p
              role="status"
              className="flex items-center justify-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 font-semibold text-emerald-900"
            >
              <BadgeCheck className="size-5" aria-hidden="true" />
              You are on the {planLabels[planTier]} plan
            </p>
          ) : (
            <>
              <AlertDialog>
                <AlertDialogTrigger asChild>
                  <Button
                    size="lg"
                    disabled={upgrade.isPending || upgrade.isSuccess}
                    aria-busy={upgrade.isPending}
                  >
                    <Sparkles aria-hidden="true" />
                    Upgrade to Pro
                  </Button>
                </AlertDialogTrigger>
                {/* Issue #30: what changes and when it renews, before it changes (ADR 058). */}
                <AlertDialogContent>
                  <AlertDialogTitle>Upgrade to Pro?</AlertDialogTitle>
                  <AlertDialogDescription>
                    Unlimited intro requests start at once. Pro is ${PRO_PRICE_USD_PER_MONTH} per
                    month and renews on {renewsOn}. You can cancel from Account Management; Pro then
                    runs to the end of the month. Billing is a preview: nothing is charged.
                  </AlertDialogDescription>
                  <AlertDialogFooter>
                    <AlertDialogCancel asChild>
                      <Button variant="outline">Not Now</Button>
                    </AlertDialogCancel>
                    <AlertDialogAction asChild>
                      <Button onClick={() => void onUpgrade()}>Confirm Upgrade</Button>
                    </AlertDialogAction>
                  </AlertDialogFooter>
                </AlertDialogContent>
              </AlertDialog>
              <Button
                size="lg"
                variant="outline"
                onClick={() =>
                  toast({ title: 'Coming Soon', description: 'This feature is coming soon.' })
                }
              >
                <CreditCard aria-hidden="true" />
                Checkout
              </Button>
            </>
          )}
        </PlanCard>
        <PlanCard
          name="Enterprise"
          price={<p className="text-4xl font-extrabold">Custom</p>}
          description="For teams hiring at scale."
          features={enterpriseFeatures}
        >
          <Button asChild size="lg" variant="secondary">
            <Link to={paths.contact.getHref()}>Contact Sales</Link>
          </Button>
        </PlanCard>
      </div>
    </div>
  );
}
