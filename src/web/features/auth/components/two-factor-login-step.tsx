import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SessionInfo } from '../../../../shared/auth/schemas';
import { twoFactorTexts } from '../../../../shared/auth/two-factor-texts';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useLoginTwoFactor } from '../api/login-two-factor';

interface TwoFactorLoginStepProps {
  /** The login's success toast ("Login Successful!", "Admin Login Successful"). */
  successTitle: string;
  /** Called after the toast with the new session; the page decides where to go. */
  onSuccess: (session: SessionInfo) => void;
  /** Back to the e-mail and password (the challenge expired, or another account). */
  onRestart: () => void;
}

/**
 * A login's second step when the account has two-factor on (issue #31 item 4;
 * docs/decisions/067): the authenticator app's code or a recovery code, and "Trust this device for
 * 30 days". A wrong code shows under the field and keeps what was typed; a challenge that ended
 * (5 minutes, 5 wrong codes) goes back to the password.
 */
export function TwoFactorLoginStep({
  successTitle,
  onSuccess,
  onRestart,
}: TwoFactorLoginStepProps) {
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string>();
  const verify = useLoginTwoFactor();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const busy = verify.isPending || verify.isSuccess;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(twoFactorTexts.codeRequired);
      input.current?.focus();
      return;
    }
    try {
      const session = await verify.mutateAsync({ code, trustDevice });
      toast({ title: successTitle });
      onSuccess(session);
    } catch (err) {
      if (isApiError(err, 'LOGIN_CHALLENGE_EXPIRED')) {
        toast({
          title: twoFactorTexts.challengeExpiredTitle,
          description: twoFactorTexts.challengeExpired,
          variant: 'destructive',
        });
        onRestart();
        return;
      }
      const message = isApiError(err)
        ? err.fieldErrors.code || err.detail || unexpectedErrorMessage
        : unexpectedErrorMessage;
      setError(message);
      input.current?.focus();
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-slate-700">{twoFactorTexts.codeHint}</p>
      <FormField label={twoFactorTexts.codeLabel} error={error}>
        {(control) => (
          <Input
            {...control}
            ref={input}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={20}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(undefined);
            }}
            className="font-mono tracking-widest"
          />
        )}
      </FormField>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
          className="size-4 rounded border-slate-300 accent-brand-600"
        />
        {twoFactorTexts.trustDevice}
      </label>
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? 'Verifying' : 'Verify'}
      </Button>
      <button
        type="button"
        onClick={onRestart}
        className="w-full rounded text-center text-sm font-medium text-brand-700 hover:underline"
      >
        Use a different account
      </button>
    </form>
  );
}
