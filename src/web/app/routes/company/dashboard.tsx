import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Search, Settings, Inbox, MessageSquare, SquareKanban } from 'lucide-react';
import { paths, type CompanyDashboardTab } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { dashboardGreeting } from '../../../features/auth/lib/greeting';
import { useSession } from '../../../features/auth/api/get-session';
import { useCompanyProfile } from '../../../features/companies/api/get-company-profile';
import { AccountTab } from '../../../features/companies/components/account-tab';
import { PlanSection } from '../../../features/billing/components/plan-section';
import { MessagesTab } from '../../../features/conversations/components/messages-tab';
import { CompanyIntroRequests } from '../../../features/intro-requests/components/company-intro-requests';
import { FunnelCard } from '../../../features/pipeline/components/funnel-card';
import { useCompanyDataMissing } from '../../../features/companies/components/use-company-data-missing';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { IntroAllowanceMeter } from '../../../features/billing/components/intro-allowance-meter';
import { DocumentTitle } from '../../../components/document-title';

const tabs: readonly CompanyDashboardTab[] = ['requests', 'messages', 'browse', 'account'];

function asTab(value: unknown): CompanyDashboardTab | null {
  return tabs.find((tab) => tab === value) ?? null;
}

/**
 * /dashboard — the company dashboard (spec 1 §2 "Company dashboard"): a welcome-back header with
 * the way to the pipeline board, the hiring funnel (issue #34 item 6), and the tabs, chosen by `?tab=` or navigation state `{ tab }` (default requests).
 */
export function DashboardRoute() {
  const { user } = useSession();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const profile = useCompanyProfile();
  const companyDataMissing = useCompanyDataMissing();

  const tab =
    asTab(searchParams.get('tab')) ??
    asTab((location.state as { tab?: unknown } | null)?.tab) ??
    'requests';

  const notFound = isApiError(profile.error, 'NOT_FOUND');
  useEffect(() => {
    if (notFound) companyDataMissing();
  }, [notFound, companyDataMissing]);

  const companyName = profile.data?.companyName ?? user?.companyName ?? '';

  return (
    <div className="bg-slate-50">
      <DocumentTitle>Dashboard | WarmIntro</DocumentTitle>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            {companyName}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {dashboardGreeting(user, user?.firstName ?? '')}
          </h1>
          <p className="mt-3 text-lg text-slate-600">
            Manage your intro requests, find talent and keep your account up to date.
          </p>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <IntroAllowanceMeter className="inline-flex" />
            {/* Issue #34: the team's pipeline board and lists. */}
            <Button asChild variant="outline">
              <Link to={paths.pipeline.getHref()}>
                <SquareKanban aria-hidden="true" />
                Pipeline Board
              </Link>
            </Button>
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        {/* Issue #34 item 6: the company's numbers. */}
        <FunnelCard className="mb-8" />
        <Tabs
          value={tab}
          onValueChange={(next) => {
            const value = asTab(next);
            if (value)
              setSearchParams(
                (prev) => {
                  const params = new URLSearchParams(prev);
                  params.set('tab', value);
                  return params;
                },
                { replace: true },
              );
          }}
        >
          <TabsList variant="full" aria-label="Dashboard" className="flex-col sm:flex-row">
            <TabsTrigger value="requests">
              <Inbox aria-hidden="true" />
              My Intro Requests
            </TabsTrigger>
            <TabsTrigger value="messages">
              <MessageSquare aria-hidden="true" />
              Messages
            </TabsTrigger>
            <TabsTrigger value="browse">
              <Search aria-hidden="true" />
              Browse Talent
            </TabsTrigger>
            <TabsTrigger value="account">
              <Settings aria-hidden="true" />
              Account Management
            </TabsTrigger>
          </TabsList>
          <TabsContent value="requests" className="mt-6">
            <CompanyIntroRequests />
          </TabsContent>
          <TabsContent value="messages" className="mt-6">
            <MessagesTab />
          </TabsContent>
          <TabsContent value="browse" className="mt-6">
            <Card>
              <CardHeader>
                <CardTitle>Browse Talent</CardTitle>
                <CardDescription>
                  Discover pre-vetted candidates and request a warm intro.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <Button asChild>
                  <Link to={paths.talent.getHref()}>
                    <Search aria-hidden="true" />
                    Go to Talent Feed
                  </Link>
                </Button>
              </CardContent>
            </Card>
          </TabsContent>
          <TabsContent value="account" className="mt-6">
            {profile.data ? (
              <AccountTab key={profile.data.id} profile={profile.data} plan={<PlanSection />} />
            ) : profile.isError && !notFound ? (
              <p role="alert" className="text-red-700">
                Could not find company data. Please log in again.
              </p>
            ) : (
              <div aria-busy="true" className="space-y-4">
                <span className="sr-only">Loading</span>
                <Skeleton className="h-64" />
                <Skeleton className="h-32" />
              </div>
            )}
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
