import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ChartBar, Search } from 'lucide-react';
import { paths } from '../../../config/paths';
import { InlineLoadFailed } from '../../../components/inline-load-failed';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useFunnel, type FunnelDays } from '../api/get-funnel';
import { formatAnswerTime, formatRate } from '../lib/pipeline-format';

// The chart library (visx, ~16 KB gzip) comes with the chart, after the dashboard shows.
const FunnelChart = lazy(async () => ({
  default: (await import('./funnel-chart')).FunnelChart,
}));

const windows: readonly FunnelDays[] = [30, 90];

/** The chart's place while its code or the numbers load: the same height, so nothing jumps. */
function ChartPlaceholder() {
  return <Skeleton className="h-[200px] w-full rounded-xl" />;
}

/**
 * "Your hiring funnel" on the company dashboard (issue #34 item 6): intro requests made in the
 * last 30 or 90 days and how far they went — accepted, calls, trials, hires — as a bar chart, with
 * the acceptance rate and the median time to the candidate's answer. Every number is also text
 * for screen readers (a visually hidden list; the chart itself is hidden from them). Without any
 * request in the window it says so and points to the talent feed.
 */
export function FunnelCard({ className }: { className?: string }) {
  const [days, setDays] = useState<FunnelDays>(30);
  const funnel = useFunnel(days);
  const data = funnel.data;
  const title = 'Your hiring funnel';

  return (
    <Card className={className}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <ChartBar className="size-5 text-brand-700" aria-hidden="true" />
            {title}
          </CardTitle>
          <CardDescription>
            Intro requests your team made in the last {days} days, and how far they went.
          </CardDescription>
        </div>
        <div
          role="group"
          aria-label="Period"
          className="inline-flex rounded-lg border border-slate-200 bg-slate-100 p-0.5"
        >
          {windows.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={days === option}
              onClick={() => setDays(option)}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                days === option && 'bg-white text-slate-900 shadow-sm',
              )}
            >
              {option} days
            </button>
          ))}
        </div>
      </CardHeader>
      <CardContent aria-busy={funnel.isPending || undefined}>
        {funnel.isPending ? (
          <>
            <span className="sr-only">Loading your funnel</span>
            <ChartPlaceholder />
          </>
        ) : funnel.isError || !data ? (
          <InlineLoadFailed
            message="Your funnel could not be loaded."
            onRetry={() => void funnel.refetch()}
          />
        ) : data.requests === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 p-5">
            <p className="text-sm text-slate-600">
              No intro requests in the last {data.days} days. Request intros from the talent feed
              and see here how many are accepted, lead to a call, a trial and a hire.
            </p>
            <Button asChild size="sm" variant="outline">
              <Link to={paths.talent.getHref()}>
                <Search aria-hidden="true" />
                Browse Talent
              </Link>
            </Button>
          </div>
        ) : (
          <div className="grid gap-4">
            <ul aria-label={`${title}, last ${data.days} days`} className="sr-only">
              <li>Requests: {data.requests}</li>
              <li>Accepted: {data.accepted}</li>
              <li>Calls: {data.calls}</li>
              <li>Trials: {data.trials}</li>
              <li>Hires: {data.hires}</li>
              <li>Acceptance rate: {formatRate(data.acceptanceRate)}</li>
              <li>Median time to answer: {formatAnswerTime(data.medianAnswerHours)}</li>
            </ul>
            <Suspense fallback={<ChartPlaceholder />}>
              <FunnelChart
                bars={[
                  { label: 'Requests', value: data.requests },
                  { label: 'Accepted', value: data.accepted },
                  { label: 'Calls', value: data.calls },
                  { label: 'Trials', value: data.trials },
                  { label: 'Hires', value: data.hires },
                ]}
              />
            </Suspense>
            <dl
              aria-hidden="true"
              className="grid grid-cols-2 gap-3 border-t border-slate-200 pt-4"
            >
              <div>
                <dt className="text-xs font-medium text-slate-600">Acceptance rate</dt>
                <dd className="text-xl font-bold text-slate-900">
                  {formatRate(data.acceptanceRate)}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-slate-600">Median time to answer</dt>
                <dd className="text-xl font-bold text-slate-900">
                  {formatAnswerTime(data.medianAnswerHours)}
                </dd>
              </div>
            </dl>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
