import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  companyAccountUpdateSchema,
  hiringRoleOptions,
  type CompanyAccountUpdateInput,
  type CompanyProfile,
} from '../../../../shared/companies/schemas';
import { companyTimeZoneLabels, DEFAULT_TIMEZONE } from '../../../../shared/companies/time-zones';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useClearErrorOnChange } from '../../../lib/use-clear-error-on-change';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { useUpdateCompany } from '../api/update-company';
import { CompanyPublicFields } from './company-public-fields';
import { HiringRolesField } from './hiring-roles-field';

const fields = [
  'companyName',
  'hiringRoles',
  'timezone',
  'website',
  'description',
  'companySize',
  'stage',
  'headquarters',
] as const;

/**
 * The form's values for a profile: roles outside the signup's choices dropped; an old free-text
 * time zone kept as it is, so the select shows it and the schema asks for one from the list.
 */
function valuesOf(profile: CompanyProfile): CompanyAccountUpdateInput {
  return {
    companyName: profile.companyName,
    hiringRoles: hiringRoleOptions.filter((o) => profile.hiringRoles.includes(o)),
    timezone: (profile.timezone || DEFAULT_TIMEZONE) as CompanyAccountUpdateInput['timezone'],
    website: profile.website ?? '',
    description: profile.description ?? '',
    companySize: (profile.companySize ?? '') as CompanyAccountUpdateInput['companySize'],
    stage: (profile.stage ?? '') as CompanyAccountUpdateInput['stage'],
    headquarters: profile.headquarters ?? '',
  };
}

/**
 * The account tab's company details (spec 1 §2 "Company dashboard"): company name, the hiring
 * roles as the signup's choices and the time zone from a list (default 'UTC-5 (Eastern Time)'),
 * both checked by the server with the same schema (docs/decisions/025); the work e-mail shown,
 * never editable; and the public profile candidates read (issue #15). 'Success! Company
 * information updated.' once saved.
 */
export function CompanyInfoForm({ profile }: { profile: CompanyProfile }) {
  const id = useId();
  const updateCompany = useUpdateCompany();
  const form = useForm<CompanyAccountUpdateInput>({
    resolver: zodResolver(companyAccountUpdateSchema),
    defaultValues: valuesOf(profile),
  });
  useClearErrorOnChange(form);
  const { errors, isSubmitting } = form.formState;
  const stored = form.formState.defaultValues?.timezone ?? DEFAULT_TIMEZONE;
  // An old free-text time zone stays visible until the company picks one from the list.
  const zones: readonly string[] = (companyTimeZoneLabels as readonly string[]).includes(stored)
    ? companyTimeZoneLabels
    : [stored, ...companyTimeZoneLabels];

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const updated = await updateCompany.mutateAsync(values);
      form.reset(valuesOf(updated));
      toast({ title: 'Success!', description: 'Company information updated.' });
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          const known = fields.find((f) => f === field);
          if (known) form.setError(known, { message });
        }
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
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Company Name" error={errors.companyName?.message}>
          {(control) => (
            <Input {...control} autoComplete="organization" {...form.register('companyName')} />
          )}
        </FormField>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-800">
            Work Email
          </label>
          <Input
            id={`${id}-email`}
            value={profile.workEmail}
            readOnly
            aria-describedby={`${id}-email-hint`}
            className="bg-slate-100 text-slate-700"
          />
          <p id={`${id}-email-hint`} className="text-sm text-slate-600">
            Your work email cannot be changed.
          </p>
        </div>
      </div>
      <HiringRolesField
        control={form.control}
        name="hiringRoles"
        legend="Hiring Roles"
        error={errors.hiringRoles?.message}
      />
      <FormField label="Timezone" error={errors.timezone?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('timezone')}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <CompanyPublicFields form={form} />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        Save Changes
      </Button>
    </form>
  );
}
