import { useState } from 'react';
import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { twoFactorTexts } from '../../../../shared/auth/two-factor';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTwoFactorStatus } from '../api/two-factor';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { NewRecoveryCodesDialog } from './new-recovery-codes-dialog';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';
import { InlineLoadFailed } from '../../../components/inline-load-failed';

/** An ISO instant as a date in the viewer's zone, e.g. 'March 4, 2026'. */
function formatDay(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Few enough recovery codes left to say so. */
const FEW_RECOVERY_CODES = 2;

/**
 * "Two-factor authentication" (issue #31 item 4; docs/decisions/067): off, what it does and "Set
 * up two-factor"; on, since when and the recovery codes left (a warning at 2 or fewer), with "New
 * recovery codes" and "Turn off" — which admins, who must keep it, do not get. On the company's
 * Account tab, the candidate's Settings and the admins' Security page.
 */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const [dialog, setDialog] = useState<'setup' | 'codes' | 'disable' | null>(null);
  const openChange = (which: typeof dialog) => (open: boolean) => setDialog(open ? which : null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-factor authentication</CardTitle>
        <CardDescription>
          A code from an app on your phone after your password, so a leaked password alone does not
          let anyone in.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {status.isPending ? (
          <div aria-busy="true">
            <span className="sr-only">Loading two-factor authentication</span>
            <Skeleton className="h-16" />
          </div>
        ) : status.isError ? (
          <InlineLoadFailed
            message="Two-factor authentication could not be loaded."
            onRetry={() => void status.refetch()}
          />
        ) : status.data.enabled ? (
          <>
            <div className="flex items-start gap-3">
              <ShieldCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
              <div className="space-y-1">
                <p className="font-medium text-slate-900">
                  {status.data.enabledAt ? `On since ${formatDay(status.data.enabledAt)}` : 'On'}
                </p>
                {status.data.recoveryCodesLeft <= FEW_RECOVERY_CODES ? (
                  <p className="flex items-center gap-1.5 text-sm font-medium text-amber-800">
                    <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
                    {status.data.recoveryCodesLeft === 1
                      ? '1 recovery code left'
                      : `${status.data.recoveryCodesLeft} recovery codes left`}
                    : get new ones before you run out.
                  </p>
                ) : (
                  <p className="text-sm text-slate-600">
                    {status.data.recoveryCodesLeft} recovery codes left
                  </p>
                )}
              </div>
            </div>
            {status.data.required ? (
              <p className="text-sm text-slate-600">{twoFactorTexts.adminsKeepIt}</p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setDialog('codes')}>
                New recovery codes
              </Button>
              {status.data.required ? null : (
                <Button variant="outline" onClick={() => setDialog('disable')}>
                  Turn off
                </Button>
              )}
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              Off. Turn it on to be asked for a code from your authenticator app when you sign in.
            </p>
            <Button onClick={() => setDialog('setup')}>
              <ShieldCheck aria-hidden="true" />
              Set up two-factor
            </Button>
          </>
        )}
      </CardContent>
      <TwoFactorSetupDialog open={dialog === 'setup'} onOpenChange={openChange('setup')} />
      <NewRecoveryCodesDialog open={dialog === 'codes'} onOpenChange={openChange('codes')} />
      <DisableTwoFactorDialog open={dialog === 'disable'} onOpenChange={openChange('disable')} />
    </Card>
  );
}
