import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  Briefcase,
  Clock,
  Inbox,
  LogOut,
  MessageSquare,
  PauseCircle,
  ShieldAlert,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import type { CandidateProfile } from '../../../../shared/candidates/schemas';
import { paths, type CandidateDashboardTab } from '../../../config/paths';
import { dashboardGreeting } from '../../../features/auth/lib/greeting';
import { useSession } from '../../../features/auth/api/get-session';
import { logout, useLogout } from '../../../features/auth/api/logout';
import { useCandidateProfile } from '../../../features/candidates/api/get-candidate-profile';
import { experienceLabel } from '../../../features/candidates/components/candidate-options';
import { IntroPreferencesCard } from '../../../features/candidates/components/intro-preferences-card';
import { PrivacyCard } from '../../../features/candidates/components/privacy-card';
import { AvailabilityCard } from '../../../features/candidates/components/availability-card';
import { CandidateDataCard } from '../../../features/candidates/components/candidate-data-card';
import { CandidateGigsTab } from '../../../features/candidates/components/candidate-gigs-tab';
import { CandidateIntroRequestsTab } from '../../../features/candidates/components/candidate-intro-requests-tab';
import { ProfileCard } from '../../../features/candidates/components/profile-card';
import { WorkHistoryCard } from '../../../features/candidates/components/work-history-card';
import { CandidateLinksCard } from '../../../features/candidates/components/candidate-links-card';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { SessionsCard } from '../../../features/auth/components/sessions-card';
import { PasskeysCard } from '../../../features/auth/components/passkeys-card';
import { TwoFactorCard } from '../../../features/auth/components/two-factor-card';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { MessagesTab } from '../../../features/conversations/components/messages-tab';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { DocumentTitle } from '../../../components/document-title';

const tabs: readonly CandidateDashboardTab[] = ['profile', 'intro-requests', 'gigs', 'messages'];

function asTab(value: unknown): CandidateDashboardTab | null {
  return tabs.find((tab) => tab === value) ?? null;
}

/**
 * The line under the greeting that tells the candidate where their profile stands; an approved
 * profile that is paused says so (issue #17, docs/decisions/028).
 */
function StatusLine({ status, paused }: { status: CandidateProfile['status']; paused: boolean }) {
  const lines: Record<
    CandidateProfile['status'],
    { icon: typeof Clock; text: string; tone: string }
  > = {
    pending: {
      icon: Clock,
      text: 'Your profile is under review. Once our team approves it, startups can find you in the talent feed and request an intro.',
      tone: 'border-yellow-300 bg-yellow-50 text-yellow-900',
    },
    approved: {
      icon: ShieldCheck,
      text: 'Your profile is approved and visible to startups in the talent feed.',
      tone: 'border-green-200 bg-green-50 text-green-900',
    },
    rejected: {
      icon: ShieldAlert,
      text: 'Your profile was not approved for the talent feed. Contact us if you think this is a mistake.',
      tone: 'border-red-200 bg-red-50 text-red-900',
    },
    suspended: {
      icon: ShieldAlert,
      text: 'Your profile is suspended and hidden from the talent feed. Contact us for details.',
      tone: 'border-red-200 bg-red-50 text-red-900',
    },
    hidden: {
      icon: ShieldAlert,
      text: 'Your profile is currently hidden from the talent feed.',
      tone: 'border-slate-300 bg-slate-50 text-slate-800',
    },
  };
  const {
    icon: Icon,
    text,
    tone,
  } = status === 'approved' && paused
    ? {
        icon: PauseCircle,
        text: "Your profile is approved but paused: it is out of the talent feed and companies can't send new intro requests until you resume.",
        tone: 'border-amber-300 bg-amber-50 text-amber-900',
      }
    : lines[status];
  return (
    <p
      role="status"
      className={`mt-5 flex items-start gap-2 rounded-lg border px-4 py-3 text-sm font-medium ${tone}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}

function QuickStats({ profile }: { profile: CandidateProfile | undefined }) {
  const stats = [
    { label: 'Intro Requests', value: profile ? String(profile.stats.introRequests) : null },
    { label: 'Active Gigs', value: profile ? String(profile.stats.activeGigs) : null },
    {
      label: 'Experience',
      value: profile ? experienceLabel(profile.experienceYears, 'Not specified') : null,
    },
  ];
  return (
    <section aria-labelledby="quick-stats" className="mb-8">
      <h2 id="quick-stats" className="mb-3 text-lg font-bold text-slate-900">
        Quick Stats
      </h2>
      <dl className="grid grid-cols-3 gap-3 sm:gap-4">
        {stats.map(({ label, value }) => (
          <div
            key={label}
            className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5"
          >
            <dt className="text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
            <dd className="mt-1 text-lg font-extrabold text-slate-900 sm:text-2xl">
              {value ?? <Skeleton className="h-8 w-16" />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Spec 2 §2: missing candidate data, with a way back to the login screen. */
function CandidateDataMissing() {
  return (
    <section className="px-4 py-16 sm:py-24">
      <DocumentTitle>Candidate Dashboard | WarmIntro</DocumentTitle>
      <Card className="mx-auto max-w-lg text-center">
        <CardContent className="space-y-4 p-8">
          <ShieldAlert className="mx-auto size-12 text-red-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">Unable to load candidate data</h1>
          <p className="text-slate-600">Please log in again to continue.</p>
          <Button
            size="lg"
            onClick={async () => {
              await logout().catch(() => undefined);
              // A full load: the session is read afresh, so the login page shows its form.
              window.location.assign(paths.loginCandidate.getHref());
            }}
          >
            Return to Login
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}

/**
 * /candidate-dashboard — the candidate dashboard (spec 2 §2): greeting, log out, Quick Stats and
 * the tabs profile, intro-requests, gigs and messages, chosen by `?tab=` or navigation state
 * `{ tab }` (kept in the address so a reload stays on the tab).
 */
export function CandidateDashboardRoute() {
  const { user } = useSession();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const profile = useCandidateProfile();
  const logoutMutation = useLogout();

  const queryTab = asTab(searchParams.get('tab'));
  const stateTab = asTab((location.state as { tab?: unknown } | null)?.tab);
  const tab = queryTab ?? stateTab ?? 'profile';

  const selectTab = (next: CandidateDashboardTab) =>
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        params.set('tab', next);
        return params;
      },
      { replace: true, state: location.state },
    );

  useEffect(() => {
    if (!queryTab && stateTab) selectTab(stateTab);
    // Only when the navigation brings a tab in its state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryTab, stateTab]);

  if (profile.isError) return <CandidateDataMissing />;

  const firstName = profile.data?.firstName ?? user?.firstName ?? '';

  return (
    <div className="bg-slate-50">
      <DocumentTitle>Candidate Dashboard | WarmIntro</DocumentTitle>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                Candidate Dashboard
              </p>
              <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
                {dashboardGreeting(user, firstName)}
              </h1>
            </div>
            <Button
              variant="outline"
              disabled={logoutMutation.isPending}
              aria-busy={logoutMutation.isPending}
              onClick={() => logoutMutation.mutate()}
            >
              <LogOut aria-hidden="true" />
              Log Out
            </Button>
          </div>
          {profile.data ? (
            <StatusLine status={profile.data.status} paused={profile.data.openToIntros.paused} />
          ) : (
            <Skeleton className="mt-5 h-12 w-full max-w-2xl" />
          )}
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <QuickStats profile={profile.data} />
        <Tabs
          value={tab}
          onValueChange={(next) => {
            const value = asTab(next);
            if (value) selectTab(value);
          }}
        >
          <TabsList variant="full" aria-label="Dashboard" className="grid grid-cols-2 sm:flex">
            <TabsTrigger value="profile">
              <UserRound aria-hidden="true" />
              Profile
            </TabsTrigger>
            <TabsTrigger value="intro-requests">
              <Inbox aria-hidden="true" />
              Intro Requests
            </TabsTrigger>
            <TabsTrigger value="gigs">
              <Briefcase aria-hidden="true" />
              Gigs
            </TabsTrigger>
            <TabsTrigger value="messages">
              <MessageSquare aria-hidden="true" />
              Messages
            </TabsTrigger>
          </TabsList>
          <TabsContent value="profile" className="mt-6">
            {profile.data ? (
              <div className="grid gap-6">
                {profile.data.status === 'approved' ? (
                  <AvailabilityCard status={profile.data.openToIntros} />
                ) : null}
                <IntroPreferencesCard />
                <PrivacyCard />
                <ProfileCard key={profile.data.id} profile={profile.data} />
                <WorkHistoryCard key={`jobs-${profile.data.id}`} profile={profile.data} />
                <CandidateLinksCard key={`links-${profile.data.id}`} profile={profile.data} />
                <Card>
                  <CardHeader>
                    <CardTitle>Change Password</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <ChangePasswordForm />
                  </CardContent>
                </Card>
                <TwoFactorCard />
                <PasskeysCard />
                <SessionsCard />
                <CandidateDataCard email={profile.data.email} />
              </div>
            ) : (
              <div aria-busy="true" className="space-y-4">
                <span className="sr-only">Loading</span>
                <Skeleton className="h-96" />
              </div>
            )}
          </TabsContent>
          <TabsContent value="intro-requests" className="mt-6">
            <CandidateIntroRequestsTab />
          </TabsContent>
          <TabsContent value="gigs" className="mt-6">
            <CandidateGigsTab />
          </TabsContent>
          <TabsContent value="messages" className="mt-6">
            <MessagesTab />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
