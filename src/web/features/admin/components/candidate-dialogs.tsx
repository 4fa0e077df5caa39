import { useForm } from 'react-hook-form';
import {
  adminCandidateUpdateSchema,
  adminTexts,
  type AdminCandidateDetail,
  type AdminCandidateUpdateForm,
} from '../../../../shared/admin/schemas';
import {
  availabilityOptions,
  candidateStatuses,
  salaryRangeOptions,
} from '../../../../shared/candidates/schemas';
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
import { useAdminCandidate, useUpdateAdminCandidate } from '../api/candidates';
import { formatDate, formatDateTime } from '../lib/format';
import { errorDetail } from '../lib/errors';
import { changedFields, nullIfBlank } from '../lib/changed-fields';
import { DetailList, DetailSkeleton, ExternalLink } from './detail-list';
import { StatusBadge } from './status-badge';

interface CandidateDialogProps {
  candidateId: string | null;
  onClose: () => void;
}

/** The View dialog: every field, internal notes and the résumé link (spec 2 §2, §6). */
export function CandidateViewDialog({ candidateId, onClose }: CandidateDialogProps) {
  const query = useAdminCandidate(candidateId);
  const c = query.data;
  return (
    <Dialog open={candidateId !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{c ? c.name : 'Candidate'}</DialogTitle>
          <DialogDescription>{c ? c.email : 'Loading candidate details.'}</DialogDescription>
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
              { label: 'First Name', value: c.firstName },
              { label: 'Last Name', value: c.lastName },
              { label: 'Role', value: c.role },
              {
                label: 'Experience',
                value: c.experienceYears === null ? null : `${c.experienceYears} years`,
              },
              { label: 'Skills', value: c.skills.join(', ') },
              { label: 'Location', value: c.location },
              { label: 'Availability', value: c.availability },
              { label: 'Availability Date', value: formatDate(c.availabilityDate) },
              { label: 'Calendar Link', value: <ExternalLink href={c.calendarUrl} /> },
              { label: 'Portfolio', value: <ExternalLink href={c.portfolioUrl} /> },
              { label: 'LinkedIn', value: <ExternalLink href={c.linkedinUrl} /> },
              { label: 'Salary Range', value: c.salaryRange },
              { label: 'Status', value: <StatusBadge status={c.status} /> },
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
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
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

/** The form's strings as the API takes them (skills stay comma separated: the server splits them). */
function toPayload(v: CandidateEditValues): AdminCandidateUpdateForm {
  const years = v.experienceYears.trim();
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    role: v.role.trim(),
    experienceYears: years === '' ? null : Number(years),
    skills: v.skills,
    location: v.location.trim(),
    availability: v.availability.trim(),
    availabilityDate: v.availabilityDate || null,
    calendarUrl: nullIfBlank(v.calendarUrl),
    portfolioUrl: nullIfBlank(v.portfolioUrl),
    linkedinUrl: nullIfBlank(v.linkedinUrl),
    salaryRange: (v.salaryRange || null) as AdminCandidateUpdateForm['salaryRange'],
    bio: v.bio.trim() === '' ? null : v.bio,
    status: v.status as AdminCandidateUpdateForm['status'],
    notes: v.notes.trim() === '' ? null : v.notes,
  };
}

const experienceMessage = 'Please enter a valid number for years of experience.';

/** The Edit dialog: loads the candidate, then shows the form. */
export function CandidateEditDialog({ candidateId, onClose }: CandidateDialogProps) {
  const query = useAdminCandidate(candidateId);
  return (
    <Dialog open={candidateId !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Candidate</DialogTitle>
          <DialogDescription>
            {query.data ? `${query.data.name} · ${query.data.email}` : 'Loading candidate details.'}
          </DialogDescription>
        </DialogHeader>
        {query.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorDetail(query.error)}
          </p>
        ) : query.data ? (
          <CandidateEditForm
            key={`${query.data.id}-${query.dataUpdatedAt}`}
            candidate={query.data}
            onDone={onClose}
          />
        ) : (
          <DetailSkeleton />
        )}
      </DialogContent>
    </Dialog>
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
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const years = values.experienceYears.trim();
    if (years !== '' && !/^\d+$/.test(years)) {
      form.setError('experienceYears', { message: experienceMessage });
      return;
    }
    const payload = toPayload(values);
    const parsed = adminCandidateUpdateSchema.safeParse(payload);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && field in values)
          form.setError(field as keyof CandidateEditValues, {
            message: field === 'experienceYears' ? experienceMessage : issue.message,
          });
      }
      return;
    }
    try {
      const result = await update.mutateAsync({
        id: candidate.id,
        values: changedFields(toPayload(initial), payload, ['skills']),
      });
      toast({ title: result.changed ? adminTexts.profileUpdated : adminTexts.noChanges });
      onDone();
    } catch (error) {
      if (isApiError(error)) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field in values) form.setError(field as keyof CandidateEditValues, { message });
        }
      }
      toast({
        title: adminTexts.updateFailed,
        description: errorDetail(error),
        variant: 'destructive',
      });
    }
  });

  const text = (name: keyof CandidateEditValues, label: string, type = 'text') => (
    <FormField label={label} error={errors[name]?.message}>
      {(control) => <Input {...control} type={type} {...form.register(name)} />}
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', 'First Name')}
        {text('lastName', 'Last Name')}
        {text('role', 'Role')}
        <FormField label="Experience (years)" error={errors.experienceYears?.message}>
          {(control) => (
            <Input {...control} inputMode="numeric" {...form.register('experienceYears')} />
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField label="Skills (comma separated)" error={errors.skills?.message}>
            {(control) => <Input {...control} {...form.register('skills')} />}
          </FormField>
        </div>
        {text('location', 'Location')}
        <FormField label="Availability" error={errors.availability?.message}>
          {(control) => (
            <>
              <Input
                {...control}
                list="admin-availability-options"
                {...form.register('availability')}
              />
              <datalist id="admin-availability-options">
                {availabilityOptions.map((option) => (
                  <option key={option} value={option} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        {text('availabilityDate', 'Availability Date', 'date')}
        {text('calendarUrl', 'Calendar Link', 'url')}
        {text('portfolioUrl', 'Portfolio URL', 'url')}
        {text('linkedinUrl', 'LinkedIn URL', 'url')}
        <FormField label="Salary Range" error={errors.salaryRange?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('salaryRange')}>
              <option value="">Not set</option>
              {salaryRangeOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Status" error={errors.status?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('status')}>
              {candidateStatuses.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField label="Bio" error={errors.bio?.message}>
            {(control) => <Textarea {...control} rows={3} {...form.register('bio')} />}
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
