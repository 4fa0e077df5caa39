import { useForm } from 'react-hook-form';
import {
  adminCompanyUpdateSchema,
  adminTexts,
  companyStatuses,
  type AdminCompanyDetail,
  type AdminCompanyUpdateForm,
} from '../../../../shared/admin/schemas';
import { contactRoles, planTiers } from '../../../../shared/companies/schemas';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { useAdminCompany, useUpdateAdminCompany } from '../api/companies';
import { changedFields, nullIfBlank } from '../lib/changed-fields';
import { errorDetail } from '../lib/errors';
import { formatDateTime } from '../lib/format';
import { DetailList, DetailSkeleton, ExternalLink } from './detail-list';
import { StatusBadge } from './status-badge';

interface CompanyDialogProps {
  companyId: string | null;
  onClose: () => void;
}

/** The View dialog: every field of the company, internal notes included (spec 2 §3, §6). */
export function CompanyViewDialog({ companyId, onClose }: CompanyDialogProps) {
  const query = useAdminCompany(companyId);
  const c = query.data;
  return (
    <Dialog open={companyId !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{c ? c.companyName : 'Company'}</DialogTitle>
          <DialogDescription>{c ? c.email : 'Loading company details.'}</DialogDescription>
        </DialogHeader>
        {query.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorDetail(query.error)}
          </p>
        ) : !c ? (
          <DetailSkeleton />
        ) : (
          <DetailList
            items={[
              { label: 'Contact Name', value: c.fullName },
              { label: 'Contact Role', value: c.contactRole },
              { label: 'Plan Tier', value: c.planTier },
              { label: 'Status', value: <StatusBadge status={c.status} /> },
              { label: 'Hiring Roles', value: c.hiringRoles.join(', ') },
              { label: 'Website', value: <ExternalLink href={c.website} /> },
              { label: 'Timezone', value: c.timezone },
              { label: 'Intro Requests', value: String(c.introRequestCount) },
              { label: 'Onboarding Status', value: c.onboardingStatus },
              { label: 'Joined', value: formatDateTime(c.createdAt) },
              { label: 'Hiring Needs', value: c.hiringNeeds, wide: true },
              { label: 'Internal Notes', value: c.notes, wide: true },
            ]}
          />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

interface CompanyEditValues {
  companyName: string;
  fullName: string;
  contactRole: string;
  hiringRoles: string;
  hiringNeeds: string;
  website: string;
  timezone: string;
  status: string;
  planTier: string;
  notes: string;
}

function toFormValues(c: AdminCompanyDetail): CompanyEditValues {
  return {
    companyName: c.companyName,
    fullName: c.fullName,
    contactRole: c.contactRole,
    hiringRoles: c.hiringRoles.join(', '),
    hiringNeeds: c.hiringNeeds ?? '',
    website: c.website ?? '',
    timezone: c.timezone,
    status: c.status,
    planTier: c.planTier,
    notes: c.notes ?? '',
  };
}

function toPayload(v: CompanyEditValues): AdminCompanyUpdateForm {
  return {
    companyName: v.companyName.trim(),
    fullName: v.fullName.trim(),
    contactRole: v.contactRole.trim(),
    hiringRoles: v.hiringRoles,
    hiringNeeds: v.hiringNeeds.trim() === '' ? null : v.hiringNeeds,
    website: nullIfBlank(v.website),
    timezone: v.timezone.trim(),
    status: v.status as AdminCompanyUpdateForm['status'],
    planTier: v.planTier as AdminCompanyUpdateForm['planTier'],
    notes: v.notes.trim() === '' ? null : v.notes,
  };
}

/** The Edit dialog: loads the company, then shows the form. */
export function CompanyEditDialog({ companyId, onClose }: CompanyDialogProps) {
  const query = useAdminCompany(companyId);
  return (
    <Dialog open={companyId !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Company</DialogTitle>
          <DialogDescription>
            {query.data
              ? `${query.data.companyName} · ${query.data.email}`
              : 'Loading company details.'}
          </DialogDescription>
        </DialogHeader>
        {query.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorDetail(query.error)}
          </p>
        ) : query.data ? (
          <CompanyEditForm
            key={`${query.data.id}-${query.dataUpdatedAt}`}
            company={query.data}
            onDone={onClose}
          />
        ) : (
          <DetailSkeleton />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CompanyEditForm({ company, onDone }: { company: AdminCompanyDetail; onDone: () => void }) {
  const initial = toFormValues(company);
  const form = useForm<CompanyEditValues>({ defaultValues: initial });
  const update = useUpdateAdminCompany();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const payload = toPayload(values);
    const parsed = adminCompanyUpdateSchema.safeParse(payload);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && field in values)
          form.setError(field as keyof CompanyEditValues, { message: issue.message });
      }
      return;
    }
    try {
      const result = await update.mutateAsync({
        id: company.id,
        values: changedFields(toPayload(initial), payload, ['hiringRoles']),
      });
      toast({ title: result.changed ? adminTexts.profileUpdated : adminTexts.noChanges });
      onDone();
    } catch (error) {
      if (isApiError(error)) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field in values) form.setError(field as keyof CompanyEditValues, { message });
        }
      }
      toast({
        title: adminTexts.updateFailed,
        description: errorDetail(error),
        variant: 'destructive',
      });
    }
  });

  const text = (name: keyof CompanyEditValues, label: string, type = 'text') => (
    <FormField label={label} error={errors[name]?.message}>
      {(control) => <Input {...control} type={type} {...form.register(name)} />}
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('companyName', 'Company Name')}
        {text('fullName', 'Contact Full Name')}
        <FormField label="Contact Role" error={errors.contactRole?.message}>
          {(control) => (
            <>
              <Input {...control} list="admin-contact-roles" {...form.register('contactRole')} />
              <datalist id="admin-contact-roles">
                {contactRoles.map((role) => (
                  <option key={role} value={role} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        {text('hiringRoles', 'Hiring Roles (comma separated)')}
        {text('website', 'Website', 'url')}
        {text('timezone', 'Timezone')}
        <FormField label="Status" error={errors.status?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('status')}>
              {companyStatuses.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Plan Tier" error={errors.planTier?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('planTier')}>
              {planTiers.map((tier) => (
                <option key={tier} value={tier}>
                  {tier}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField label="Hiring Needs" error={errors.hiringNeeds?.message}>
            {(control) => <Textarea {...control} rows={3} {...form.register('hiringNeeds')} />}
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField label="Internal Notes" error={errors.notes?.message}>
            {(control) => <Textarea {...control} rows={3} {...form.register('notes')} />}
          </FormField>
        </div>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
