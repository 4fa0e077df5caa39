import { useForm } from 'react-hook-form';
import {
  adminCandidateUpdateSchema,
  type AdminCandidateDetail,
  type AdminCandidateUpdateForm,
} from '../../../../shared/admin/schemas';
import {
  availabilityLabel,
  availabilityOptions,
  candidateStatuses,
  salaryRangeOptions,
} from '../../../../shared/candidates/schemas';
import { useAdminCandidate, useUpdateAdminCandidate } from '../api/candidates';
import { formatDate, formatDateTime } from '../lib/format';
import { changedFields, nullIfBlank } from '../lib/changed-fields';
import { saveProfileEdit, validateChanges } from '../lib/save-profile-edit';
import { CloseFooter } from './close-footer';
import { DetailList, ExternalLink } from './detail-list';
import { EditFormShell } from './edit-form-shell';
import { RecordDialog } from './record-dialog';
import { SelectField } from './select-field';
import { statusLabel } from '../lib/status-labels';
import { StatusBadge } from './status-badge';
import { TextField } from './text-field';
import { WideTextareaField } from './wide-textarea-field';

interface CandidateDialogProps {
  candidateId: string | null;
  onClose: () => void;
}

/** The View dialog: every field, internal notes and the résumé link (spec 2 §2, §6). */
export function CandidateViewDialog({ candidateId, onClose }: CandidateDialogProps) {
  const query = useAdminCandidate(candidateId);
  return (
    <RecordDialog
      open={candidateId !== null}
      onClose={onClose}
      title={query.data?.name ?? 'Candidate'}
      description={query.data?.email ?? 'Loading candidate details.'}
      query={query}
      footer={<CloseFooter onClose={onClose} />}
    >
      {(c) => (
        <DetailList
          items={[
            { label: 'First Name', value: c.firstName },
            { label: 'Last Name', value: c.lastName },
            { label: 'Role', value: c.role },
            {
              label: 'Experience',
              value: c.experienceYears === null ? null : `${c.experienceYears} years`,
            },
            { label: 'Skills', value: c.skills.join(', ') },
            { label: 'Location', value: c.location },
            { label: 'Availability', value: availabilityLabel(c.availability) },
            { label: 'Availability Date', value: formatDate(c.availabilityDate) },
            { label: 'Calendar Link', value: <ExternalLink href={c.calendarUrl} /> },
            { label: 'Portfolio', value: <ExternalLink href={c.portfolioUrl} /> },
            { label: 'LinkedIn', value: <ExternalLink href={c.linkedinUrl} /> },
            { label: 'Salary Range', value: c.salaryRange },
            { label: 'Status', value: <StatusBadge kind="candidate" status={c.status} /> },
            { label: 'Onboarding Status', value: c.onboardingStatus },
            { label: 'Joined', value: formatDateTime(c.createdAt) },
            {
              label: 'Resume',
              value: c.resume ? (
                <ExternalLink href={c.resume.url}>{c.resume.fileName}</ExternalLink>
              ) : null,
            },
            { label: 'Bio', value: c.bio, wide: true },
            { label: 'Internal Notes', value: c.notes, wide: true },
          ]}
        />
      )}
    </RecordDialog>
  );
}

interface CandidateEditValues {
  firstName: string;
  lastName: string;
  role: string;
  experienceYears: string;
  skills: string;
  location: string;
  availability: string;
  availabilityDate: string;
  calendarUrl: string;
  portfolioUrl: string;
  linkedinUrl: string;
  salaryRange: string;
  bio: string;
  status: string;
  notes: string;
}

function toFormValues(c: AdminCandidateDetail): CandidateEditValues {
  return {
    firstName: c.firstName,
    lastName: c.lastName,
    role: c.role,
    experienceYears: c.experienceYears === null ? '' : String(c.experienceYears),
    skills: c.skills.join(', '),
    location: c.location,
    availability: c.availability,
    availabilityDate: c.availabilityDate ?? '',
    calendarUrl: c.calendarUrl ?? '',
    portfolioUrl: c.portfolioUrl ?? '',
    linkedinUrl: c.linkedinUrl ?? '',
    salaryRange: c.salaryRange ?? '',
    bio: c.bio ?? '',
    status: c.status,
    notes: c.notes ?? '',
  };
}

/**
 * The form's strings as the API takes them: years and skills stay text, as on the candidate's own
 * form (the schema turns them into the stored values); cleared optional fields are null.
 */
function toPayload(v: CandidateEditValues): AdminCandidateUpdateForm {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    role: v.role.trim(),
    experienceYears: v.experienceYears.trim(),
    skills: v.skills,
    location: v.location.trim(),
    availability: v.availability.trim(),
    availabilityDate: v.availabilityDate,
    calendarUrl: v.calendarUrl.trim(),
    portfolioUrl: nullIfBlank(v.portfolioUrl),
    linkedinUrl: nullIfBlank(v.linkedinUrl),
    salaryRange: v.salaryRange,
    bio: v.bio.trim() === '' ? null : v.bio,
    status: v.status as AdminCandidateUpdateForm['status'],
    notes: v.notes.trim() === '' ? null : v.notes,
  };
}

/** The Edit dialog: loads the candidate, then shows the form. */
export function CandidateEditDialog({ candidateId, onClose }: CandidateDialogProps) {
  const query = useAdminCandidate(candidateId);
  return (
    <RecordDialog
      open={candidateId !== null}
      onClose={onClose}
      title="Edit Candidate"
      description={
        query.data ? `${query.data.name} · ${query.data.email}` : 'Loading candidate details.'
      }
      query={query}
    >
      {(candidate) => (
        <CandidateEditForm
          key={`${candidate.id}-${query.dataUpdatedAt}`}
          candidate={candidate}
          onDone={onClose}
        />
      )}
    </RecordDialog>
  );
}

function CandidateEditForm({
  candidate,
  onDone,
}: {
  candidate: AdminCandidateDetail;
  onDone: () => void;
}) {
  const initial = toFormValues(candidate);
  const form = useForm<CandidateEditValues>({ defaultValues: initial });
  const update = useUpdateAdminCandidate();
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    // Only what the admin changed is checked and sent: a stored value the candidate's form would
    // not accept today (an old sample's salary range, a never-stated availability) stays as it is.
    const changes = changedFields(toPayload(initial), toPayload(values), ['skills']);
    if (!validateChanges(form, values, adminCandidateUpdateSchema, changes)) return;
    await saveProfileEdit({
      form,
      values,
      save: () => update.mutateAsync({ id: candidate.id, values: changes }),
      onDone,
    });
  });

  return (
    <EditFormShell onSubmit={onSubmit} onCancel={onDone} submitting={isSubmitting}>
      <TextField form={form} name="firstName" label="First Name" />
      <TextField form={form} name="lastName" label="Last Name" />
      <TextField form={form} name="role" label="Role" />
      <TextField
        form={form}
        name="experienceYears"
        label="Experience (years)"
        inputMode="numeric"
      />
      <div className="sm:col-span-2">
        <TextField form={form} name="skills" label="Skills (comma separated)" />
      </div>
      <TextField form={form} name="location" label="Location" />
      {/* The candidate's own list and words (docs/decisions/056-one-availability-vocabulary.md). */}
      <SelectField
        form={form}
        name="availability"
        label="Availability"
        options={availabilityOptions}
        labelOf={availabilityLabel}
      >
        {initial.availability === '' ? <option value="">Not set</option> : null}
      </SelectField>
      <TextField form={form} name="availabilityDate" label="Availability Date" type="date" />
      <TextField form={form} name="calendarUrl" label="Calendar Link" type="url" />
      <TextField form={form} name="portfolioUrl" label="Portfolio URL" type="url" />
      <TextField form={form} name="linkedinUrl" label="LinkedIn URL" type="url" />
      <SelectField form={form} name="salaryRange" label="Salary Range" options={salaryRangeOptions}>
        <option value="">Not set</option>
      </SelectField>
      <SelectField
        form={form}
        name="status"
        label="Status"
        options={candidateStatuses}
        labelOf={(s) => statusLabel('candidate', s)}
      />
      <WideTextareaField form={form} name="bio" label="Bio" />
      <WideTextareaField form={form} name="notes" label="Internal Notes" />
    </EditFormShell>
  );
}
