import { useEffect, useId, useRef, useState } from 'react';
import { authMessages } from '../../../../shared/auth/constants';
import { twoFactorCodeSchema, twoFactorTexts } from '../../../../shared/auth/two-factor';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDisableTwoFactor } from '../api/two-factor';
import { TwoFactorCodeField } from './two-factor-code-field';

interface DisableTwoFactorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface Errors {
  password?: string | undefined;
  code?: string | undefined;
}

/**
 * "Turn off two-factor authentication" (issue #31 item 4; docs/decisions/067): the password and a
 * current code (or a recovery code) turn it off; the recovery codes and trusted devices go with
 * it. Not offered to admins, who must keep it (the server refuses them too).
 */
export function DisableTwoFactorDialog({ open, onOpenChange }: DisableTwoFactorDialogProps) {
  const id = useId();
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const passwordInput = useRef<HTMLInputElement>(null);
  // After a wrong password the focus goes back to it (a wrong code keeps it on the code).
  const [focusPassword, setFocusPassword] = useState(0);
  useEffect(() => {
    if (focusPassword) passwordInput.current?.focus();
  }, [focusPassword]);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setPassword('');
      setCode('');
      setErrors({});
    }
  };

  const onSubmit = async () => {
    const parsed = twoFactorCodeSchema.safeParse(code);
    const local: Errors = {
      password: password ? undefined : authMessages.passwordRequired,
      code: parsed.success ? undefined : parsed.error.issues[0]?.message,
    };
    if (local.password || local.code || !parsed.success) {
      setErrors(local);
      if (local.password) setFocusPassword((n) => n + 1);
      return;
    }
    try {
      await disable.mutateAsync({ password, code: parsed.data });
    } catch (err) {
      if (isApiError(err) && (err.fieldErrors.password || err.fieldErrors.code)) {
        setErrors({ password: err.fieldErrors.password, code: err.fieldErrors.code });
        if (err.fieldErrors.password) setFocusPassword((n) => n + 1);
        return;
      }
      toast({
        title: 'Error',
        description: isApiError(err) && err.detail ? err.detail : unexpectedErrorMessage,
        variant: 'destructive',
      });
      return;
    }
    close(false);
    toast({
      title: twoFactorTexts.disabledTitle,
      description: 'WarmIntro asks only for your password when you sign in.',
    });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Turn off two-factor authentication</DialogTitle>
          <DialogDescription>
            Your password alone will then sign you in. Your recovery codes and trusted devices stop
            working.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!disable.isPending) void onSubmit();
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-password`}>Your password</Label>
            <Input
              ref={passwordInput}
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setErrors((e) => ({ ...e, password: undefined }));
              }}
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? `${id}-password-error` : undefined}
            />
            {errors.password ? (
              <p id={`${id}-password-error`} className="text-sm text-red-700">
                {errors.password}
              </p>
            ) : null}
          </div>
          <TwoFactorCodeField
            id={`${id}-code`}
            value={code}
            onChange={(value) => {
              setCode(value);
              setErrors((e) => ({ ...e, code: undefined }));
            }}
            error={errors.code}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              type="submit"
              variant="destructive"
              disabled={disable.isPending}
              aria-busy={disable.isPending}
            >
              Turn off
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
