import { useEffect, useRef } from 'react';
import { twoFactorTexts } from '../../../../shared/auth/two-factor';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface TwoFactorCodeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's (or the form's) message for the code, shown under it. */
  error: string | null | undefined;
  /** Takes the focus when it appears (the dialog's first field). */
  focusOnMount?: boolean;
  /** Also mention recovery codes in the hint (not while setting up: there are none yet). */
  recoveryCodesAccepted?: boolean;
}

/**
 * "Authentication code" (issue #31 item 4; docs/decisions/067): the authenticator app's 6 digits,
 * typed or filled in by the phone (`one-time-code`), with its hint and error under it.
 */
export function TwoFactorCodeField({
  id,
  value,
  onChange,
  error,
  focusOnMount = false,
  recoveryCodesAccepted = true,
}: TwoFactorCodeFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{twoFactorTexts.codeLabel}</Label>
      <Input
        ref={input}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode={recoveryCodesAccepted ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={recoveryCodesAccepted ? 24 : 10}
        className="font-mono tracking-widest sm:max-w-56"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      />
      <p id={hintId} className="text-sm text-slate-600">
        {recoveryCodesAccepted
          ? twoFactorTexts.codeHint
          : 'The 6-digit code your authenticator app shows for WarmIntro.'}
      </p>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
