import { useForm, Controller, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  companyMessages,
  companySignupSchema,
  contactRoles,
  type CompanySignupInput,
} from '../../../../shared/companies/schemas';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
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

interface CompanySignupFormProps {
  defaultValues: SignupFormValues;
  /** Called after the 'Account Created!' toast; the page redirects. */
  onSuccess: () => void;
}

/** The company signup form of spec 1 §2 and §5 "Company signup", messages from the shared schema. */
export function CompanySignupForm({ defaultValues, onSuccess }: CompanySignupFormProps) {
  const createCompany = useCreateCompany();
  const form = useForm<SignupFormValues, unknown, CompanySignupInput>({
    resolver: zodResolver(companySignupSchema) as unknown as Resolver<
      SignupFormValues,
      unknown,
      CompanySignupInput
    >,
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
    <form noValidate onSubmit={onSubmit} className="space-y-5">
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
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Select
                value={field.value === '' ? undefined : field.value}
                onValueChange={(value) => field.onChange(value)}
                name={field.name}
              >
                <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue placeholder="Select your role" />
                </SelectTrigger>
                <SelectContent>
                  {contactRoles.map((role) => (
                    <SelectItem key={role} value={role}>
                      {role}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
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
