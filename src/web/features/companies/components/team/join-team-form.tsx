import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '../../../../../shared/auth/schemas';
import { acceptInvitationSchema } from '../../../../../shared/companies/team';
import { isApiError, unexpectedErrorMessage } from '../../../../lib/api-client';
import { useClearErrorOnChange } from '../../../../lib/use-clear-error-on-change';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';

/** A new account's fields: the accept schema's, each required here. */
const newAccountSchema = acceptInvitationSchema.required();
export type NewAccountValues = { fullName: string; jobTitle: string; password: string };

const fields = ['fullName', 'jobTitle', 'password'] as const;

interface JoinTeamFormProps {
  companyName: string;
  /** The invited address: the account's e-mail, not editable. */
  email: string;
  /** Accepts with the values; rejects with the server's `ApiError`. */
  onAccept: (values: NewAccountValues) => Promise<void>;
}

/**
 * The join page's new account (issue #33 item 2): Full Name, Job Title, the invited e-mail
 * (read-only) and a password of the signup's rules. The server's field messages show under their
 * fields; a refusal (expired, revoked, another company…) above the button.
 */
export function JoinTeamForm({ companyName, email, onAccept }: JoinTeamFormProps) {
  const form = useForm<NewAccountValues>({
    resolver: zodResolver(newAccountSchema),
    defaultValues: { fullName: '', jobTitle: '', password: '' },
  });
  useClearErrorOnChange(form);
  const { errors, isSubmitting } = form.formState;
  // Accepted: the page navigates away; the button stays busy until then.
  const [accepted, setAccepted] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onAccept(values);
      setAccepted(true);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          const known = fields.find((f) => f === field);
          if (known) form.setError(known, { message });
        }
        if (fields.some((f) => error.fieldErrors[f])) return;
      }
      form.setError('root.server', {
        message: isApiError(error) && error.detail ? error.detail : unexpectedErrorMessage,
      });
    }
  });

  const busy = isSubmitting || accepted;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField label="Full Name" error={errors.fullName?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('fullName')} />}
      </FormField>
      <FormField label="Job Title" error={errors.jobTitle?.message}>
        {(control) => (
          <Input {...control} autoComplete="organization-title" {...form.register('jobTitle')} />
        )}
      </FormField>
      <FormField label="E-mail">
        {(control) => (
          <Input
            {...control}
            type="email"
            value={email}
            readOnly
            autoComplete="username"
            className="bg-slate-50 text-slate-700"
          />
        )}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            {...form.register('password')}
          />
        )}
      </FormField>
      <p className="-mt-3 text-sm text-slate-600">At least {PASSWORD_MIN_LENGTH} characters.</p>
      {errors.root?.server?.message ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {errors.root.server.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? 'Joining…' : `Join ${companyName}`}
      </Button>
    </form>
  );
}
