import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  PASSWORD_MIN_LENGTH,
  passwordResetConfirmSchema,
  passwordResetTexts,
} from '../../../../shared/auth/schemas';
import { paths } from '../../../config/paths';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useConfirmPasswordReset } from '../api/password-reset';

export const passwordsDoNotMatch = 'Passwords do not match.';

/** New password (the signup rules, from the shared schema) typed twice. */
const resetPasswordFormSchema = passwordResetConfirmSchema
  .pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
type ResetPasswordValues = z.infer<typeof resetPasswordFormSchema>;

function InvalidLink() {
  return (
    <div className="space-y-4">
      <p
        role="alert"
        className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      >
        {passwordResetTexts.invalidLink}
      </p>
      <Button asChild variant="outline" className="w-full">
        <Link to={paths.forgotPassword.getHref()}>Request a new link</Link>
      </Button>
    </div>
  );
}

/**
 * Sets a new password with the token of an e-mailed link (issue #3). The link does not say which
 * kind of account it is for, so on success both logins are offered.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const confirm = useConfirmPasswordReset();
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(
    token.length >= 20 ? 'form' : 'invalid',
  );
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync({ token, password: values.password });
      setState('done');
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        if (error.fieldErrors.password) {
          form.setError('password', { message: error.fieldErrors.password });
          return;
        }
        setState('invalid');
        return;
      }
      toast({
        title: 'Error',
        description:
          isApiError(error, 'RATE_LIMITED') && error.detail ? error.detail : unexpectedErrorMessage,
        variant: 'destructive',
      });
    }
  });

  if (state === 'invalid') return <InvalidLink />;
  if (state === 'done') {
    return (
      <div className="space-y-4">
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          {passwordResetTexts.done}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild>
            <Link to={paths.loginCompany.getHref()}>Company Login</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.loginCandidate.getHref()}>Candidate Login</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField label="New password" error={errors.password?.message}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            {...form.register('password')}
          />
        )}
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        )}
      </FormField>
      <p className="-mt-2 text-sm text-slate-600">At least {PASSWORD_MIN_LENGTH} characters.</p>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
      >
        Set New Password
      </Button>
    </form>
  );
}
