import { useState } from 'react';
import { twoFactorCodeSchema, twoFactorTexts } from '../../../../shared/auth/two-factor';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

/**
 * A two-factor code typed into a form and sent (docs/decisions/067): the field's value and error,
 * and `submit`, which checks the code with the shared schema (`appOnly`: a 6-digit code from the
 * app, no recovery code), sends it, shows the server's `code` field error under the field and any
 * other failure as a toast. `send`'s result goes to `onSent`.
 */
export function useCodeSubmit<T>(
  send: (code: string) => Promise<T>,
  onSent: (result: T) => void,
  { appOnly = false }: { appOnly?: boolean } = {},
) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = twoFactorCodeSchema.safeParse(code);
    if (!parsed.success || (appOnly && !/^\d{6}$/.test(parsed.data))) {
      const schemaMessage = parsed.success ? undefined : parsed.error.issues[0]?.message;
      setError(
        appOnly
          ? code.trim()
            ? twoFactorTexts.invalidCode
            : twoFactorTexts.codeRequired
          : (schemaMessage ?? twoFactorTexts.invalidCode),
      );
      return;
    }
    try {
      onSent(await send(parsed.data));
    } catch (err) {
      if (isApiError(err) && err.fieldErrors.code) {
        setError(err.fieldErrors.code);
        return;
      }
      toast({
        title: 'Error',
        description: isApiError(err) && err.detail ? err.detail : unexpectedErrorMessage,
        variant: 'destructive',
      });
    }
  };

  return {
    code,
    error,
    /** The field's `onChange`: the new value, and its error cleared. */
    change: (value: string) => {
      setCode(value);
      setError(null);
    },
    /** Empties the field and its error (a dialog closed). */
    reset: () => {
      setCode('');
      setError(null);
    },
    submit,
  };
}
