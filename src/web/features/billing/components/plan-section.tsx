import { Link } from 'react-router';
import { Loader2, Sparkles } from 'lucide-react';
import {
  FREE_INTRO_REQUESTS_PER_MONTH,
  PRO_PRICE_USD_PER_MONTH,
} from '../../../../shared/billing/allowance';
import type { PlanState } from '../../../../shared/billing/schemas';
import { paths } from '../../../config/paths';
import { toastActionError } from '../../../lib/action-error';
import { toast } from '../../../lib/toast';
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
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { planLabels } from '../../companies/components/account-tab';
import { useChangePlanEnd, usePlan } from '../api/plan';
import { InlineLoadFailed } from '../../../components/inline-load-failed';

/** "December 28, 2026", in the viewer's zone. */
const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** "Nov 28, 2026", for the receipts' narrow columns. */
const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "$99.00". */
const usd = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** What the plan does next, in words: renews, ends, or the free allowance. */
function planLine(plan: PlanState): string {
  if (plan.planTier === 'free')
    return `${FREE_INTRO_REQUESTS_PER_MONTH} new intro requests each calendar month.`;
  if (plan.planTier === 'enterprise') return 'Arranged with our team: contact us to change it.';
  if (!plan.periodEnd) return `$${PRO_PRICE_USD_PER_MONTH} per month.`;
  return plan.endsAtPeriodEnd
    ? `Pro until ${longDate(plan.periodEnd)}, then Free (${FREE_INTRO_REQUESTS_PER_MONTH} new intro requests a month).`
    : `$${PRO_PRICE_USD_PER_MONTH} per month, renews on ${longDate(plan.periodEnd)}.`;
}

/** Cancel Pro, after saying what changes and when. */
function CancelProDialog({ periodEnd }: { periodEnd: string }) {
  const change = useChangePlanEnd();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" disabled={change.isPending}>
          Cancel Pro
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Cancel Pro?</AlertDialogTitle>
        <AlertDialogDescription>
          You keep Pro until {longDate(periodEnd)}. Then your company moves to Free:{' '}
          {FREE_INTRO_REQUESTS_PER_MONTH} new intro requests each calendar month. Your intros,
          conversations and trial projects stay as they are, and you can keep Pro until that day.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline">Keep Pro</Button>
          </AlertDialogCancel>
          <AlertDialogAction asChild>
            <Button
              // Awaited, not `mutate`'s callbacks: the new plan unmounts this button at once.
              onClick={() =>
                void change.mutateAsync('cancel').then(
                  () =>
                    toast({
                      title: 'Pro Cancelled',
                      description: `Pro stays on until ${longDate(periodEnd)}.`,
                    }),
                  (error: unknown) => toastActionError(error),
                )
              }
            >
              Cancel at Period End
            </Button>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The receipts of the paid periods, newest first; nothing was charged. */
function Receipts({ receipts }: { receipts: PlanState['receipts'] }) {
  if (receipts.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-900">Receipts</h3>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Receipts, newest first</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1.5 pr-3 font-medium">
                Issued
              </th>
              <th scope="col" className="py-1.5 pr-3 font-medium">
                Plan
              </th>
              <th scope="col" className="py-1.5 pr-3 font-medium">
                Period
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {receipts.map((r) => (
              <tr key={r.id}>
                <td className="py-1.5 pr-3 align-top">{shortDate(r.issuedAt)}</td>
                <td className="py-1.5 pr-3 align-top">{planLabels[r.plan]}</td>
                <td className="py-1.5 pr-3 align-top">
                  {shortDate(r.periodStart)} – {shortDate(r.periodEnd)}
                </td>
                <td className="py-1.5 text-right align-top tabular-nums">{usd(r.amountUsd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-600">Billing is a preview: nothing was charged.</p>
    </div>
  );
}

/**
 * The Account tab's plan (issue #30 "A plan you can manage", docs/decisions/058): the plan and what
 * it does next (renews on a date, or ends and moves to Free), upgrade, cancel for the period's end
 * after a confirmation that says what changes, or keep Pro — as the server's `actions` allow — and
 * the receipts. Billing stays simulated (spec 1 §1): nothing speaks of a card.
 */
export function PlanSection() {
  const plan = usePlan();
  const change = useChangePlanEnd();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Plan</CardTitle>
        {plan.data ? (
          <CardDescription>
            Current plan:{' '}
            <span className="font-semibold text-slate-900">{planLabels[plan.data.planTier]}</span>
            {' · '}
            {planLine(plan.data)}
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-6">
        {plan.isPending ? (
          <Skeleton className="h-10" />
        ) : plan.isError ? (
          <InlineLoadFailed
            message="Your plan could not be loaded."
            onRetry={() => void plan.refetch()}
          />
        ) : (
          <>
            <div className="flex flex-wrap gap-3">
              {plan.data.actions.includes('upgrade') ? (
                <Button asChild>
                  <Link to={paths.upgrade.getHref()}>
                    <Sparkles aria-hidden="true" />
                    Upgrade to Pro
                  </Link>
                </Button>
              ) : null}
              {plan.data.actions.includes('cancel') && plan.data.periodEnd ? (
                <CancelProDialog periodEnd={plan.data.periodEnd} />
              ) : null}
              {plan.data.actions.includes('resume') ? (
                <Button
                  disabled={change.isPending}
                  onClick={() =>
                    void change.mutateAsync('resume').then(
                      () =>
                        toast({ title: 'Pro Kept', description: 'Your plan renews as before.' }),
                      (error: unknown) => toastActionError(error),
                    )
                  }
                >
                  {change.isPending ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : null}
                  Keep Pro
                </Button>
              ) : null}
              <Button asChild variant="outline">
                <Link to={paths.contact.getHref()}>Contact Sales</Link>
              </Button>
            </div>
            <Receipts receipts={plan.data.receipts} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
