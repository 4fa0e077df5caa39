import { useEffect, useRef } from 'react';
import { reauthTexts } from '../../../../shared/auth/reauth';
import { twoFactorTexts } from '../../../../shared/auth/two-factor-texts';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface ReauthPasswordFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** The authenticator app's code too, when the account has two-factor on (decision 067). */
  code?: { value: string; onChange: (value: string) => void; error: string | null } | null;
}

/**
 * The password again — and the code, with two-factor on — inside a dialog whose step the server
 * refused with `REAUTH_REQUIRED` (docs/decisions/066, 067): says why, takes the focus when it
 * appears, and shows a wrong password's or code's message. The dialog sends them to
 * `reauthenticate` and then tries its step again.
 */
export function ReauthPasswordField({
  id,
  value,
  onChange,
  error,
  code,
}: ReauthPasswordFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const codeId = `${id}-code`;
  return (
    <div className="space-y-1.5 rounded-lg bg-amber-50 p-3">
      <p className="text-sm text-amber-950">{reauthTexts.required}</p>
      <Label htmlFor={id}>Your password</Label>
      <Input
        ref={input}
        id={id}
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {code ? (
        <>
          <Label htmlFor={codeId}>{twoFactorTexts.codeLabel}</Label>
          <Input
            id={codeId}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={20}
            value={code.value}
            onChange={(event) => code.onChange(event.target.value)}
            aria-invalid={Boolean(code.error)}
            aria-describedby={code.error ? `${codeId}-error` : undefined}
            className="font-mono tracking-widest"
          />
          {code.error ? (
            <p id={`${codeId}-error`} className="text-sm text-red-700">
              {code.error}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
