import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { passwordResetRequestSchema, passwordResetTexts } from '../../../../shared/auth/schemas';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useRequestPasswordReset } from '../api/password-reset';

type ForgotPasswordValues = z.infer<typeof passwordResetRequestSchema>;

/** Asks for a reset link; the answer is the same whether or not the account exists (issue #3). */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      setSent(true);
    } catch (error) {
      toast({
        title: 'Error',
        description:
          isApiError(error, 'RATE_LIMITED') && error.detail ? error.detail : unexpectedErrorMessage,
        variant: 'destructive',
      });
    }
  });

  if (sent) {
    return (
      <p
        role="status"
        className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
      >
        {passwordResetTexts.requested}
      </p>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...form.register('email')}
          />
        )}
      </FormField>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
      >
        Send Reset Link
      </Button>
    </form>
  );
}
