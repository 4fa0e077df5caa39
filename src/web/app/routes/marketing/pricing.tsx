import { Link } from 'react-router';
import { ArrowRight, Sparkles } from 'lucide-react';
import { PRO_PRICE_USD_PER_MONTH } from '../../../../shared/billing/allowance';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../features/auth/api/get-session';
import {
  enterpriseFeatures,
  freeFeatures,
  PlanCard,
  proFeatures,
} from '../../../features/billing/components/plan-cards';
import { MarketingHero } from '../../../features/marketing/components/marketing-hero';

/**
 * `/pricing` — Free, Pro and Enterprise side by side, for visitors as for companies (issue #30; a
 * visitor's `/upgrade` comes here instead of a login wall). Pro's price and features are the
 * spec's (spec 1 §2 "Upgrade page"); upgrading stays simulated, so nothing here speaks of a card
 * or a payment. A company is offered `/upgrade`; everyone else starts with a free account.
 */
export function PricingRoute() {
  const { status } = useSession();
  const company = status === 'company';
  return (
    <>
      <MarketingHero
        eyebrow="Pricing"
        title="Start free. Upgrade when you hire in earnest."
        description="Every company starts on Free. Pro removes the monthly limit on intro requests; Enterprise is tailored to teams hiring at scale."
      />
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 pb-16 sm:px-6 lg:grid-cols-3">
        <PlanCard
          name="Free"
          price={
            <p>
              <span className="text-4xl font-extrabold">$0</span>{' '}
              <span className="text-slate-600">per month</span>
            </p>
          }
          description="For a first hire, or a first look."
          features={freeFeatures}
        >
          {company ? null : (
            <Button asChild size="lg" variant="outline">
              <Link to={paths.createAccount.getHref()}>Create Company Account</Link>
            </Button>
          )}
        </PlanCard>
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
          <Button asChild size="lg">
            {company ? (
              <Link to={paths.upgrade.getHref()}>
                <Sparkles aria-hidden="true" />
                Upgrade to Pro
              </Link>
            ) : (
              <Link to={paths.createAccount.getHref()}>
                Start Free, Upgrade Anytime
                <ArrowRight aria-hidden="true" />
              </Link>
            )}
          </Button>
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
      <p className="mx-auto max-w-3xl px-4 pb-16 text-center text-slate-600 sm:px-6">
        Questions about the plans?{' '}
        <Link to={paths.faq.getHref()} className="font-medium text-brand-700 underline">
          Read the FAQ
        </Link>{' '}
        or{' '}
        <Link to={paths.contact.getHref()} className="font-medium text-brand-700 underline">
          contact us
        </Link>
        .
      </p>
    </>
  );
}
