import { useEffect, useRef } from 'react';
import { reauthTexts } from '../../../../shared/auth/reauth';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface ReauthPasswordFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/**
 * The password again, inside a dialog whose step the server refused with `REAUTH_REQUIRED`
 * (docs/decisions/066): says why, takes the focus when it appears, and shows a wrong password's
 * message. The dialog sends it to `reauthenticate` and then tries its step again.
 */
export function ReauthPasswordField({ id, value, onChange, error }: ReauthPasswordFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
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
    </div>
  );
}
