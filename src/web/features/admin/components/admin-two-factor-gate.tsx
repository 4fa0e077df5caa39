import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { twoFactorTexts } from '../../../../shared/auth/two-factor';
import { BrandLogo } from '../../../components/brand-logo';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { sessionQueryKey } from '../../auth/api/get-session';
import { useLogout } from '../../auth/api/logout';
import { TwoFactorSetupSteps } from '../../auth/components/two-factor-setup-steps';

interface AdminTwoFactorGateProps {
  /** Two-factor was just turned on: the recovery codes are on screen until "Done". */
  onEnabled: () => void;
  /** "Done" after the recovery codes, once the session says two-factor is on. */
  onDone: () => void;
}

/**
 * What every admin page shows to an admin whose two-factor is not on yet (issue #31 item 4;
 * docs/decisions/067): the server refuses such an admin on every admin route (403
 * `TWO_FACTOR_REQUIRED`), so instead of pages that fail, "Set up two-factor authentication" with
 * the setup's steps, under a header with only the brand and Log Out (the full header reads admin
 * counts). "Done" reads the session again, and the admin page appears.
 */
export function AdminTwoFactorGate({ onEnabled, onDone }: AdminTwoFactorGateProps) {
  const logout = useLogout();
  const queryClient = useQueryClient();
  const [finishing, setFinishing] = useState(false);

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <nav aria-label="Admin">
          <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
            <BrandLogo />
            <span className="rounded-md bg-slate-900 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
              Admin
            </span>
            <Button
              variant="outline"
              size="sm"
              className="ml-auto"
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
            >
              <LogOut aria-hidden="true" />
              Log Out
            </Button>
          </div>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col bg-slate-50 outline-none">
        <div className="mx-auto w-full max-w-xl space-y-6 px-4 py-8 sm:px-6">
          <DocumentTitle>Set up two-factor authentication | WarmIntro Admin</DocumentTitle>
          <div className="space-y-2">
            <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
              Set up two-factor authentication
            </h1>
            <p className="text-sm text-slate-700">{twoFactorTexts.requiredForAdmins}</p>
          </div>
          <Card>
            <CardContent className="p-6">
              <TwoFactorSetupSteps
                finishing={finishing}
                onEnabled={onEnabled}
                onDone={async () => {
                  setFinishing(true);
                  try {
                    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
                  } finally {
                    setFinishing(false);
                  }
                  onDone();
                }}
              />
            </CardContent>
          </Card>
        </div>
      </main>
    </>
  );
}
