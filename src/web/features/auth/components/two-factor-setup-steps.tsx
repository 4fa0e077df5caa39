import { useEffect, useId, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { twoFactorTexts } from '../../../../shared/auth/two-factor';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useBeginTwoFactorSetup, useEnableTwoFactor } from '../api/two-factor';
import { isReauthRequired } from '../api/reauthenticate';
import { useReauthStep } from '../lib/use-reauth-step';
import { ReauthPasswordField } from './reauth-password-field';
import { RecoveryCodesList } from './recovery-codes-list';
import { TwoFactorCodeField } from './two-factor-code-field';
import { useCodeSubmit } from '../lib/use-code-submit';

interface TwoFactorSetupStepsProps {
  /** "Done" after the recovery codes: the dialog closes, the admin gate lets the admin in. */
  onDone: () => void;
  /** Two-factor was just turned on; the recovery codes are on screen. */
  onEnabled?: () => void;
  /** Whether "Done" is busy (e.g. while the session is read again). */
  finishing?: boolean;
}

/** The secret in groups of four, as it is easier to type: "ABCD EFGH …". */
function groupsOfFour(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/**
 * Setting up two-factor authentication (issue #31 item 4; docs/decisions/067), as the setup
 * dialog and the admins' "Set up two-factor authentication" screen show it. It starts the setup
 * when it appears (the password again first if the login is over 10 minutes old, through
 * `useReauthStep`), shows the QR code and the key to type, takes the app's first code and turns
 * two-factor on, then shows the 10 recovery codes once, with "Done".
 */
export function TwoFactorSetupSteps({
  onDone,
  onEnabled,
  finishing = false,
}: TwoFactorSetupStepsProps) {
  const id = useId();
  const setup = useBeginTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const reauth = useReauthStep();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const field = useCodeSubmit(
    async (code) => (await enable.mutateAsync(code)).recoveryCodes,
    (codes) => {
      setRecoveryCodes(codes);
      onEnabled?.();
      toast({
        title: twoFactorTexts.enabledTitle,
        description: 'WarmIntro asks for a code from your app when you sign in.',
      });
    },
    { appOnly: true },
  );
  const [copied, setCopied] = useState(false);
  const doneButton = useRef<HTMLButtonElement>(null);

  // The setup makes a new secret each time: one call per appearance, whatever effects do twice
  // (StrictMode). A failure shows from `setup.error`; REAUTH_REQUIRED shows the password field.
  const begin = async () => {
    try {
      // The password field has done its work once the setup went through.
      if ((await reauth.run(() => setup.mutateAsync())).done) reauth.reset();
    } catch {
      // Shown from `setup.error`.
    }
  };
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void begin();
  });

  useEffect(() => {
    if (recoveryCodes) doneButton.current?.focus();
  }, [recoveryCodes]);

  if (recoveryCodes) {
    return (
      <div className="space-y-4">
        <div className="space-y-1">
          <h3 className="font-semibold text-slate-900">Two-factor authentication is on</h3>
          <p className="text-sm text-slate-700">
            Save your recovery codes now: they are shown only this once.
          </p>
        </div>
        <RecoveryCodesList codes={recoveryCodes} />
        <div className="flex justify-end">
          <Button ref={doneButton} onClick={onDone} disabled={finishing} aria-busy={finishing}>
            Done
          </Button>
        </div>
      </div>
    );
  }

  if (reauth.field) {
    return (
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!reauth.waiting) void begin();
        }}
      >
        <ReauthPasswordField id={`${id}-password`} {...reauth.field} />
        <div className="flex justify-end">
          <Button
            type="submit"
            disabled={reauth.waiting || setup.isPending}
            aria-busy={setup.isPending}
          >
            Continue
          </Button>
        </div>
      </form>
    );
  }

  if (setup.isError && !isReauthRequired(setup.error)) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {isApiError(setup.error) && setup.error.detail
          ? setup.error.detail
          : 'The setup could not start.'}{' '}
        <button
          type="button"
          className="font-medium underline underline-offset-4"
          onClick={() => void begin()}
        >
          Try again
        </button>
      </p>
    );
  }

  const secret = setup.data;
  if (!secret) {
    return (
      <div aria-busy="true" className="flex flex-col items-center gap-3">
        <span className="sr-only">Preparing your QR code</span>
        <Skeleton className="size-48" />
        <Skeleton className="h-5 w-64" />
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <div className="space-y-3">
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">1.</span> Scan this QR code with an
          authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).
        </p>
        <img
          src={secret.qrCodeDataUrl}
          alt="QR code for your authenticator app"
          width={192}
          height={192}
          className="mx-auto size-40 rounded-lg border border-slate-200 bg-white p-2 sm:size-48"
        />
        <div className="space-y-1.5 rounded-lg bg-slate-50 p-3">
          <p className="text-sm text-slate-700">Can't scan it? Enter this key in your app:</p>
          <div className="flex flex-wrap items-center gap-2">
            <code
              aria-label="Setup key"
              className="min-w-0 font-mono text-sm font-semibold tracking-wider text-slate-900"
            >
              {/* Wrapped between groups only (no break-all): a phone shows no group cut in two. */}
              {groupsOfFour(secret.secret)}
            </code>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                void navigator.clipboard.writeText(secret.secret).then(
                  () => setCopied(true),
                  () => setCopied(false),
                );
              }}
            >
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? 'Copied' : 'Copy'}
            </Button>
            <span role="status" className="sr-only">
              {copied ? 'Key copied.' : ''}
            </span>
          </div>
        </div>
      </div>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!enable.isPending) void field.submit();
        }}
      >
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">2.</span> Enter the 6-digit code the app
          shows.
        </p>
        <TwoFactorCodeField
          id={`${id}-code`}
          value={field.code}
          onChange={field.change}
          error={field.error}
          focusOnMount
          recoveryCodesAccepted={false}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={enable.isPending} aria-busy={enable.isPending}>
            Turn on
          </Button>
        </div>
      </form>
    </div>
  );
}
