import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SearchX, UsersRound } from 'lucide-react';
import {
  memberRoleDescriptions,
  memberRoleLabels,
  teamTexts,
  type InvitationView,
} from '../../../../../shared/companies/team';
import { paths } from '../../../../config/paths';
import { DocumentTitle } from '../../../../components/document-title';
import { LoadFailed } from '../../../../components/load-failed';
import { LoadingState } from '../../../../components/loading-state';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../../components/ui/card';
import { isApiError, unexpectedErrorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { guestSession, sessionQueryKey, useSession } from '../../../auth/api/get-session';
import { logout } from '../../../auth/api/logout';
import { safeRedirectPath } from '../../../auth/lib/redirect';
import { useAcceptInvitation } from '../../api/accept-invitation';
import { invitationQueryKey, useInvitation } from '../../api/get-invitation';
import { JoinTeamForm, type NewAccountValues } from './join-team-form';

/**
 * The page around every state: its title, and `noindex` — an invitation link is a secret and no
 * page for search engines (React hoists the `<meta>` into the document's head).
 */
function Shell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-20">
      <DocumentTitle>{`${title} | WarmIntro`}</DocumentTitle>
      <meta name="robots" content="noindex" />
      <div className="mx-auto w-full max-w-md">{children}</div>
    </section>
  );
}

/** The invitation's words: who invites, to which company, with which role. */
function InvitationHeader({ invitation }: { invitation: InvitationView }) {
  return (
    <CardHeader className="items-center text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <UsersRound className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">
        Join {invitation.companyName} on WarmIntro
      </h1>
      <CardDescription className="text-base">
        {invitation.invitedByName} invited you to join as{' '}
        <strong className="font-semibold text-slate-800">
          {memberRoleLabels[invitation.role]}
        </strong>
        .
      </CardDescription>
      <CardDescription>{memberRoleDescriptions[invitation.role]}</CardDescription>
    </CardHeader>
  );
}

/** A notice in the card: the reason a link no longer works, or what to do next. */
function Notice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'error' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800'
          : 'rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-slate-800'
      }
    >
      {children}
    </p>
  );
}

/** The words for a link that no longer works. */
const closedTexts = {
  expired: teamTexts.invitationExpired,
  revoked: teamTexts.invitationRevokedLink,
  accepted: teamTexts.invitationUsed,
} as const;

/**
 * Signs out here without leaving the page (the invitation is for another address): the cached
 * data of the account goes, the session turns guest, and the page offers the login.
 */
function useLogOutHere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.removeQueries({
        predicate: (query) =>
          query.queryKey[0] !== sessionQueryKey[0] &&
          query.queryKey[0] !== invitationQueryKey('')[0],
      });
      queryClient.setQueryData(sessionQueryKey, guestSession);
    },
    onError: () =>
      toast({ title: 'Error', description: unexpectedErrorMessage, variant: 'destructive' }),
  });
}

/**
 * An existing account accepts while signed in with the invited address ("Join {company}"); signed
 * in as someone else, it is told to log out first; signed out, it goes to the company login, which
 * brings it back here.
 */
function ExistingAccount({
  token,
  invitation,
  onAccept,
}: {
  token: string;
  invitation: InvitationView;
  onAccept: () => Promise<void>;
}) {
  const session = useSession();
  const logOut = useLogOutHere();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (session.status === 'loading') return <LoadingState message="Loading…" className="py-8" />;

  const signedInEmail = session.user?.email.toLowerCase();
  if (signedInEmail === invitation.email.toLowerCase()) {
    return (
      <div className="space-y-4">
        {error ? <Notice tone="error">{error}</Notice> : null}
        <Button
          size="lg"
          className="w-full"
          disabled={busy}
          aria-busy={busy}
          onClick={async () => {
            setError(null);
            setBusy(true);
            try {
              await onAccept();
            } catch (err) {
              setBusy(false);
              setError(isApiError(err) && err.detail ? err.detail : unexpectedErrorMessage);
            }
          }}
        >
          {busy ? 'Joining…' : `Join ${invitation.companyName}`}
        </Button>
      </div>
    );
  }

  if (session.user) {
    return (
      <div className="space-y-4">
        <Notice>{teamTexts.invitationWrongAccount(invitation.email)}</Notice>
        <Button
          variant="outline"
          className="w-full"
          disabled={logOut.isPending}
          aria-busy={logOut.isPending}
          onClick={() => logOut.mutate()}
        >
          Log Out
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <Notice>{teamTexts.invitationLogIn}</Notice>
      <Button asChild size="lg" className="w-full">
        <Link to={paths.loginCompany.getHref(paths.joinTeam.getHref(token))}>Log in to accept</Link>
      </Button>
    </div>
  );
}

/**
 * /join/:token — the invitation link (issue #33 item 2), public: "Join {company} on WarmIntro",
 * who invited and the role. An open link makes a new account (name, title, password) or asks an
 * existing one to log in and accept; it then lands where the server says (the dashboard). An
 * expired, revoked or used link says so; an unknown one is not found.
 */
export function JoinTeam({ token }: { token: string }) {
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  if (invitation.isPending) {
    return (
      <Shell title="Join a Team">
        <LoadingState message="Loading invitation…" />
      </Shell>
    );
  }

  if (invitation.isError) {
    if (isApiError(invitation.error) && invitation.error.status === 404) {
      return (
        <Shell title={teamTexts.invitationNotFound}>
          <Card className="text-center">
            <CardHeader className="items-center">
              <SearchX className="size-12 text-slate-400" aria-hidden="true" />
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">
                {teamTexts.invitationNotFound}
              </h1>
            </CardHeader>
            <CardContent>
              <Button asChild variant="outline">
                <Link to={paths.home.getHref()}>Back to Home</Link>
              </Button>
            </CardContent>
          </Card>
        </Shell>
      );
    }
    return (
      <Shell title="Join a Team">
        <LoadFailed
          message="The invitation could not be loaded."
          onRetry={() => void invitation.refetch()}
        />
      </Shell>
    );
  }

  const view = invitation.data;

  /** Accepts; on success the session is read again, then the app goes where the server says. */
  const onAccept = async (input: NewAccountValues | Record<string, never>) => {
    try {
      const { redirectTo } = await accept.mutateAsync(input);
      toast({ title: teamTexts.joined(view.companyName) });
      await navigate(safeRedirectPath(redirectTo) ?? paths.dashboard.getHref(), { replace: true });
    } catch (error) {
      // The link may have changed meanwhile (expired, revoked, used): show its state.
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: invitationQueryKey(token) });
      throw error;
    }
  };

  return (
    <Shell title={`Join ${view.companyName}`}>
      <Card>
        <InvitationHeader invitation={view} />
        <CardContent className="space-y-4">
          {view.status !== 'open' ? (
            <>
              <Notice tone="error">{closedTexts[view.status]}</Notice>
              {view.status === 'accepted' ? (
                <Button asChild className="w-full">
                  <Link to={paths.loginCompany.getHref()}>Log In</Link>
                </Button>
              ) : null}
            </>
          ) : view.accountExists ? (
            <ExistingAccount token={token} invitation={view} onAccept={() => onAccept({})} />
          ) : (
            <JoinTeamForm companyName={view.companyName} email={view.email} onAccept={onAccept} />
          )}
        </CardContent>
      </Card>
    </Shell>
  );
}
