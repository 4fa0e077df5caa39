import { useForm } from 'react-hook-form';
import {
  adminCompanyUpdateSchema,
  type AdminCompanyDetail,
  type AdminCompanyUpdateForm,
} from '../../../../shared/admin/schemas';
import { companyStatuses, contactRoles, planTiers } from '../../../../shared/companies/schemas';
import { companyTimeZoneLabels } from '../../../../shared/companies/time-zones';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useAdminCompany, useUpdateAdminCompany } from '../api/companies';
import { changedFields, nullIfBlank } from '../lib/changed-fields';
import { formatDateTime } from '../lib/format';
import { saveProfileEdit, validateChanges } from '../lib/save-profile-edit';
import { CloseFooter } from './close-footer';
import { CompanyTeamSection } from './company-team-section';
import { DetailList, ExternalLink } from './detail-list';
import { EditFormShell } from './edit-form-shell';
import { RecordDialog } from './record-dialog';
import { SelectField } from './select-field';
import { statusLabel } from '../lib/status-labels';
import { StatusBadge } from './status-badge';
import { TextField } from './text-field';
import { WideTextareaField } from './wide-textarea-field';

interface CompanyDialogProps {
  companyId: string | null;
  onClose: () => void;
}

/**
 * The View dialog: every field of the company, internal notes included (spec 2 §3, §6), and its
 * team (issue #33 item 9).
 */
export function CompanyViewDialog({ companyId, onClose }: CompanyDialogProps) {
  const query = useAdminCompany(companyId);
  return (
    <RecordDialog
      open={companyId !== null}
      onClose={onClose}
      title={query.data?.companyName ?? 'Company'}
      description={query.data?.email ?? 'Loading company details.'}
      query={query}
      footer={<CloseFooter onClose={onClose} />}
    >
      {(c) => (
        <>
          <DetailList
            items={[
              { label: 'Contact Name', value: c.fullName },
              { label: 'Contact Role', value: c.contactRole },
              { label: 'Plan Tier', value: statusLabel('plan', c.planTier) },
              { label: 'Status', value: <StatusBadge kind="company" status={c.status} /> },
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
          <CompanyTeamSection companyId={c.id} />
        </>
      )}
    </RecordDialog>
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
    // '' while the company has not chosen one (issue #30); sent only when the admin picks one.
    timezone: c.timezone ?? '',
    status: c.status,
    planTier: c.planTier,
    notes: c.notes ?? '',
  };
}

function toPayload(v: CompanyEditValues): AdminCompanyUpdateForm {
  return {
    companyName: v.companyName.trim(),
    fullName: v.fullName.trim(),
    contactRole: v.contactRole.trim() as AdminCompanyUpdateForm['contactRole'],
    hiringRoles: v.hiringRoles,
    hiringNeeds: v.hiringNeeds.trim() === '' ? null : v.hiringNeeds,
    website: nullIfBlank(v.website),
    timezone: v.timezone as AdminCompanyUpdateForm['timezone'],
    status: v.status as AdminCompanyUpdateForm['status'],
    planTier: v.planTier as AdminCompanyUpdateForm['planTier'],
    notes: v.notes.trim() === '' ? null : v.notes,
  };
}

/** The Edit dialog: loads the company, then shows the form. */
export function CompanyEditDialog({ companyId, onClose }: CompanyDialogProps) {
  const query = useAdminCompany(companyId);
  return (
    <RecordDialog
      open={companyId !== null}
      onClose={onClose}
      title="Edit Company"
      description={
        query.data ? `${query.data.companyName} · ${query.data.email}` : 'Loading company details.'
      }
      query={query}
    >
      {(company) => (
        <CompanyEditForm
          key={`${company.id}-${query.dataUpdatedAt}`}
          company={company}
          onDone={onClose}
        />
      )}
    </RecordDialog>
  );
}

function CompanyEditForm({ company, onDone }: { company: AdminCompanyDetail; onDone: () => void }) {
  const initial = toFormValues(company);
  const form = useForm<CompanyEditValues>({ defaultValues: initial });
  const update = useUpdateAdminCompany();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const changes = changedFields(toPayload(initial), toPayload(values), ['hiringRoles']);
    if (!validateChanges(form, values, adminCompanyUpdateSchema, changes)) return;
    await saveProfileEdit({
      form,
      values,
      save: () => update.mutateAsync({ id: company.id, values: changes }),
      onDone,
    });
  });

  return (
    <EditFormShell onSubmit={onSubmit} onCancel={onDone} submitting={isSubmitting}>
      <TextField form={form} name="companyName" label="Company Name" />
      <TextField form={form} name="fullName" label="Contact Full Name" />
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
      <TextField form={form} name="hiringRoles" label="Hiring Roles (comma separated)" />
      <TextField form={form} name="website" label="Website" type="url" />
      <SelectField
        form={form}
        name="timezone"
        label="Timezone"
        options={
          (companyTimeZoneLabels as readonly string[]).includes(initial.timezone)
            ? companyTimeZoneLabels
            : [initial.timezone, ...companyTimeZoneLabels]
        }
        labelOf={(zone) => zone || 'Not set'}
      />
      <SelectField
        form={form}
        name="status"
        label="Status"
        options={companyStatuses}
        labelOf={(s) => statusLabel('company', s)}
      />
      <SelectField
        form={form}
        name="planTier"
        label="Plan Tier"
        options={planTiers}
        labelOf={(s) => statusLabel('plan', s)}
      />
      <WideTextareaField form={form} name="hiringNeeds" label="Hiring Needs" />
      <WideTextareaField form={form} name="notes" label="Internal Notes" />
    </EditFormShell>
  );
}
