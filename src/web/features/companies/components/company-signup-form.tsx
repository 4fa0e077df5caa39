import { useForm } from 'react-hook-form';
import { companyMessages, contactRoles } from '../../../../shared/companies/constants';
import type { CompanySignupInput } from '../../../../shared/companies/schemas';
import { isApiError } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { useCreateCompany } from '../api/create-company';
import { HiringRolesField } from './hiring-roles-field';
import type { SignupFormValues } from './signup-prefill';
import { useClearErrorOnChange } from '../../../lib/use-clear-error-on-change';

/** Spec 1 §8 "Signup failure". */
export const signupFailureMessage = 'Could not create account. Please try again.';

const signupFields = [
  'companyName',
  'fullName',
  'workEmail',
  'role',
  'hiringRoles',
  'password',
] as const;

// The schema loads at the first check (docs/decisions/055-validation-loads-with-the-first-check.md).
const resolver = lazyZodResolver<SignupFormValues, unknown, CompanySignupInput>(() =>
  import('../../../../shared/companies/schemas').then((m) => m.companySignupSchema),
);

interface CompanySignupFormProps {
  defaultValues: SignupFormValues;
  /** Called after the 'Account Created!' toast; the page redirects. */
  onSuccess: () => void;
}

/** The company signup form of spec 1 §2 and §5 "Company signup", messages from the shared schema. */
export function CompanySignupForm({ defaultValues, onSuccess }: CompanySignupFormProps) {
  const createCompany = useCreateCompany();
  const form = useForm<SignupFormValues, unknown, CompanySignupInput>({
    resolver,
    defaultValues,
  });
  useClearErrorOnChange(form);
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || createCompany.isPending || createCompany.isSuccess;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await createCompany.mutateAsync(values);
      toast({ title: 'Account Created!' });
      onSuccess();
    } catch (error) {
      if (isApiError(error, 'EMAIL_TAKEN')) {
        form.setError('workEmail', {
          message: error.fieldErrors.workEmail ?? companyMessages.emailTaken,
        });
        toast({
          title: 'Email already exists',
          description: companyMessages.emailTaken,
          variant: 'destructive',
        });
        return;
      }
      if (isApiError(error)) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          const known = signupFields.find((f) => f === field);
          if (known) form.setError(known, { message });
        }
      }
      const description =
        isApiError(error, 'RATE_LIMITED') && error.detail ? error.detail : signupFailureMessage;
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} onFocus={resolver.preload} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Company Name" error={errors.companyName?.message}>
          {(control) => (
            <Input {...control} autoComplete="organization" {...form.register('companyName')} />
          )}
        </FormField>
        <FormField label="Full Name" error={errors.fullName?.message}>
          {(control) => <Input {...control} autoComplete="name" {...form.register('fullName')} />}
        </FormField>
      </div>
      <FormField label="Work Email" error={errors.workEmail?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...form.register('workEmail')}
          />
        )}
      </FormField>
      <FormField label="Role" error={errors.role?.message}>
        {(control) => (
          // The prerendered page shows the placeholder, as hydration will: a select with no
          // chosen option would show the first enabled one (Founder) until the scripts run.
          <NativeSelect {...control} defaultValue={defaultValues.role} {...form.register('role')}>
            <option value="" disabled>
              Select your role
            </option>
            {contactRoles.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <HiringRolesField
        control={form.control}
        name="hiringRoles"
        legend="What roles are you hiring for?"
        error={errors.hiringRoles?.message}
      />
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
      <p className="-mt-3 text-sm text-slate-600">At least 8 characters.</p>
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? 'Creating Account…' : 'Create Account'}
      </Button>
    </form>
  );
}
