import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/date-time';
import { toast } from '../../../lib/toast';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';
import { InlineLoadFailed } from '../../../components/inline-load-failed';

/** A failed sign-out: the server's words, or the generic ones. */
function failed(error: unknown) {
  toast({
    title: 'Error',
    description: isApiError(error) && error.detail ? error.detail : unexpectedErrorMessage,
    variant: 'destructive',
  });
}

/**
 * "Where you're signed in" (issue #31 item 6; docs/decisions/066): the account's live sessions —
 * device and browser, network, started, last seen — with "Sign out" for each other session and
 * "Sign out everywhere else". This session is marked and cannot be signed out here (Log Out does
 * that). On the company's Account tab and the candidate's Settings.
 */
export function SessionsCard() {
  const sessions = useSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Where You're Signed In</CardTitle>
        <CardDescription>
          Sign out any session you don't recognise, then change your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sessions.isPending ? (
          <div aria-busy="true">
            <span className="sr-only">Loading your sessions</span>
            <Skeleton className="h-16" />
          </div>
        ) : sessions.isError ? (
          <InlineLoadFailed
            message="Your sessions could not be loaded."
            onRetry={() => void sessions.refetch()}
          />
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Your sessions">
            {sessions.data.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-3 py-3">
                {/iOS|Android/.test(s.device) ? (
                  <Smartphone className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
                ) : (
                  <Monitor className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">
                    {s.device}
                    {s.current ? (
                      <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800">
                        This device
                      </span>
                    ) : null}
                  </p>
                  {s.ipNetwork ? (
                    <p className="text-sm text-slate-600">Network {s.ipNetwork}</p>
                  ) : null}
                  <p className="text-sm text-slate-600">
                    Signed in {formatDateTime(s.createdAt)} · Last seen{' '}
                    {formatDateTime(s.lastSeenAt)}
                  </p>
                </div>
                {s.current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={endSession.isPending}
                    aria-label={`Sign out ${s.device}, signed in ${formatDateTime(s.createdAt)}`}
                    onClick={() =>
                      endSession.mutate(s.id, {
                        onSuccess: () =>
                          toast({ title: 'Signed Out', description: `${s.device} is signed out.` }),
                        onError: failed,
                      })
                    }
                  >
                    <LogOut aria-hidden="true" />
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {others.length > 0 ? (
          <Button
            variant="outline"
            disabled={endOthers.isPending}
            aria-busy={endOthers.isPending}
            onClick={() =>
              endOthers.mutate(undefined, {
                onSuccess: () =>
                  toast({
                    title: 'Signed Out Everywhere Else',
                    description: 'Only this device is signed in now.',
                  }),
                onError: failed,
              })
            }
          >
            Sign out everywhere else
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
