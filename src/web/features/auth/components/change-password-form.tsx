import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  changePasswordSchema,
  PASSWORD_MIN_LENGTH,
  type ChangePasswordInput,
} from '../../../../shared/auth/schemas';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { twoFactorTexts } from '../../../../shared/auth/two-factor-texts';
import { useChangePassword } from '../api/change-password';
import { useSession } from '../api/get-session';
import { useClearErrorOnChange } from '../../../lib/use-clear-error-on-change';

/**
 * Change password with the current one (issue #3, beyond the spec; other sessions end) — and the
 * authenticator app's code when two-factor is on (docs/decisions/067).
 */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const askCode = useSession().user?.twoFactorEnabled === true;
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  useClearErrorOnChange(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync(values);
      form.reset();
      toast({
        title: 'Password Changed',
        description: 'Your password has been updated.',
      });
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        const { currentPassword, newPassword, code } = error.fieldErrors;
        if (currentPassword) form.setError('currentPassword', { message: currentPassword });
        if (newPassword) form.setError('newPassword', { message: newPassword });
        if (code) form.setError('code', { message: code });
        return;
      }
      toast({
        title: 'Error',
        description: isApiError(error) && error.detail ? error.detail : unexpectedErrorMessage,
        variant: 'destructive',
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Current password" error={errors.currentPassword?.message}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
          )}
        </FormField>
        <FormField label="New password" error={errors.newPassword?.message}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              {...form.register('newPassword')}
            />
          )}
        </FormField>
      </div>
      {askCode ? (
        <div className="sm:w-1/2 sm:pr-2">
          <FormField label={twoFactorTexts.codeLabel} error={errors.code?.message}>
            {(control) => (
              <Input
                {...control}
                autoComplete="one-time-code"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={20}
                className="font-mono tracking-widest"
                {...form.register('code', { value: '' })}
              />
            )}
          </FormField>
        </div>
      ) : null}
      <p className="text-sm text-slate-600">
        At least {PASSWORD_MIN_LENGTH} characters. Your other sessions will end.
      </p>
      <Button type="submit" variant="outline" disabled={isSubmitting} aria-busy={isSubmitting}>
        Change Password
      </Button>
    </form>
  );
}
