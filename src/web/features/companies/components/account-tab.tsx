import { useId } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Sparkles } from 'lucide-react';
import {
  companyAccountUpdateSchema,
  DEFAULT_TIMEZONE,
  splitCommaList,
  type CompanyProfile,
} from '../../../../shared/companies/schemas';
import { paths } from '../../../config/paths';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useDownloadCompanyData } from '../api/export-company-data';
import { useUpdateCompany } from '../api/update-company';
import { ChangePasswordForm } from '../../auth/components/change-password-form';
import { AccountDataCard } from '../../auth/components/account-data-card';
import { DeleteCompanyAccountDialog } from './delete-account-dialog';
import { useClearErrorOnChange } from '../../../lib/use-clear-error-on-change';

/** Plan names as shown (spec 1 §3 "Company" plan_tier). */
export const planLabels: Record<CompanyProfile['planTier'], string> = {
  free: 'Free',
  pro: 'Pro',
  enterprise: 'Enterprise',
};

/** The edit form: hiring roles are one comma-separated text (spec 1 §5 "Account edit"). */
const accountFormSchema = z.object({
  companyName: companyAccountUpdateSchema.shape.companyName,
  hiringRoles: z.string().max(1000),
  timezone: z.string().trim().max(100),
});
type AccountFormValues = z.infer<typeof accountFormSchema>;

function CompanyInfoForm({ profile }: { profile: CompanyProfile }) {
  const id = useId();
  const updateCompany = useUpdateCompany();
  const form = useForm<AccountFormValues>({
    resolver: zodResolver(accountFormSchema),
    defaultValues: {
      companyName: profile.companyName,
      hiringRoles: profile.hiringRoles.join(', '),
      timezone: profile.timezone || DEFAULT_TIMEZONE,
    },
  });
  useClearErrorOnChange(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const updated = await updateCompany.mutateAsync({
        companyName: values.companyName,
        hiringRoles: splitCommaList(values.hiringRoles),
        timezone: values.timezone || DEFAULT_TIMEZONE,
      });
      form.reset({
        companyName: updated.companyName,
        hiringRoles: updated.hiringRoles.join(', '),
        timezone: updated.timezone,
      });
      toast({ title: 'Success!', description: 'Company information updated.' });
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.companyName) {
        form.setError('companyName', { message: error.fieldErrors.companyName });
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
      <FormField label="Hiring Roles" error={errors.hiringRoles?.message}>
        {(control) => (
          <Input
            {...control}
            placeholder="Engineering, Product, Design"
            {...form.register('hiringRoles')}
          />
        )}
      </FormField>
      <p className="-mt-3 text-sm text-slate-600">Separate roles with commas.</p>
      <FormField label="Timezone" error={errors.timezone?.message}>
        {(control) => (
          <Input {...control} placeholder={DEFAULT_TIMEZONE} {...form.register('timezone')} />
        )}
      </FormField>
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        Save Changes
      </Button>
    </form>
  );
}

function PlanCard({ profile }: { profile: CompanyProfile }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Plan</CardTitle>
        <CardDescription>
          Current plan:{' '}
          <span className="font-semibold text-slate-900">{planLabels[profile.planTier]}</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        {profile.planTier === 'free' ? (
          <Button asChild>
            <Link to={paths.upgrade.getHref()}>
              <Sparkles aria-hidden="true" />
              Upgrade to Pro
            </Link>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to={paths.contact.getHref()}>Contact Sales</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function DataAndDeletionCard({ profile }: { profile: CompanyProfile }) {
  return (
    <AccountDataCard
      description="Download everything we store about your company, or delete your account for good."
      download={useDownloadCompanyData()}
    >
      <DeleteCompanyAccountDialog companyName={profile.companyName} />
    </AccountDataCard>
  );
}

/**
 * The dashboard's 'Account Management' tab (spec 1 §2 "Company dashboard"): company details,
 * plan, password, data export and deletion.
 */
export function AccountTab({ profile }: { profile: CompanyProfile }) {
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Company Information</CardTitle>
        </CardHeader>
        <CardContent>
          <CompanyInfoForm profile={profile} />
        </CardContent>
      </Card>
      <PlanCard profile={profile} />
      <Card>
        <CardHeader>
          <CardTitle>Change Password</CardTitle>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <DataAndDeletionCard profile={profile} />
    </div>
  );
}
