import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { FREE_INTRO_REQUESTS_PER_MONTH } from '../../../../shared/billing/allowance';

/** What the free plan includes (issue #30 `/pricing`), as the product allows it on Free. */
export const freeFeatures = [
  `${FREE_INTRO_REQUESTS_PER_MONTH} new intro requests a month`,
  'Browse the talent feed',
  'Messages with candidates who accept',
  'Book calls and propose paid trial projects',
] as const;

/** Spec 1 §2 "Upgrade page": what Pro includes. */
export const proFeatures = [
  'Unlimited intro requests',
  'Full access to talent feed',
  'Priority intro handling',
  'Advanced search filters',
  'Direct messaging with candidates',
] as const;

/** Spec 1 §2 "Upgrade page": what Enterprise includes. */
export const enterpriseFeatures = [
  'Dedicated account manager',
  'Custom integrations and SLAs',
  'Volume discounts',
  'Tailored onboarding',
] as const;

interface PlanCardProps {
  name: string;
  price: ReactNode;
  description: string;
  features: readonly string[];
  highlighted?: boolean;
  children: ReactNode;
}

/** One plan: name, price, features and its actions. */
export function PlanCard({
  name,
  price,
  description,
  features,
  highlighted,
  children,
}: PlanCardProps) {
  return (
    <Card className={cn('flex flex-col', highlighted && 'border-2 border-brand-600 shadow-md')}>
      <CardHeader>
        <CardTitle>{name}</CardTitle>
        <div className="text-slate-900">{price}</div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-6">
        <ul className="space-y-2.5">
          {features.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-slate-700">
              <Check className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-col gap-2">{children}</div>
      </CardContent>
    </Card>
  );
}
