import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileText, Pencil } from 'lucide-react';
import {
  availabilityLabel,
  candidateProfileUpdateSchema,
  splitLocation,
  type CandidateProfile,
} from '../../../../shared/candidates/schemas';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { useUpdateCandidateProfile } from '../api/update-candidate-profile';
import { experienceLabel, formatDate, salaryLabel } from './candidate-options';
import { LabelledControl } from './labelled-control';
import { ProfileFields, type ProfileFieldValues } from './profile-fields';
import { useClearErrorOnEdit } from './use-clear-error-on-edit';

/** The edit form's values for a stored profile (location split back into type and city). */
export function toProfileFormValues(profile: CandidateProfile): ProfileFieldValues {
  const { locationType, city } = splitLocation(profile.location || 'Remote');
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    role: profile.role,
    experienceYears: profile.experienceYears === null ? '' : String(profile.experienceYears),
    skills: profile.skills.join(', '),
    locationType,
    city,
    availability: profile.availability,
    availabilityDate: profile.availabilityDate ?? '',
    calendarUrl: profile.calendarUrl ?? '',
    portfolioUrl: profile.portfolioUrl ?? '',
    linkedinUrl: profile.linkedinUrl ?? '',
    salaryRange: profile.salaryRange ?? '',
    bio: profile.bio ?? '',
  };
}

const updateFailed = {
  title: 'Update Failed',
  description: 'There was an error updating the profile. Please try again.',
  variant: 'destructive',
} as const;

function ExternalLink({ href }: { href: string | null }) {
  if (!href) return <span className="text-slate-600">Not specified</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all font-medium text-brand-700 hover:underline"
    >
      {href}
    </a>
  );
}

function Detail({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}

function ProfileView({ profile }: { profile: CandidateProfile }) {
  return (
    <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
      <Detail term="Name">
        {profile.firstName} {profile.lastName}
      </Detail>
      <Detail term="Email">{profile.email}</Detail>
      <Detail term="Current or Most Recent Role">{profile.role}</Detail>
      <Detail term="Experience">{experienceLabel(profile.experienceYears, '5 years')}</Detail>
      <Detail term="Skills" wide>
        {profile.skills.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Skills">
            {profile.skills.map((skill) => (
              <li
                key={skill}
                className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
              >
                {skill}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-600">Not specified</span>
        )}
      </Detail>
      <Detail term="Location">{profile.location || 'Remote'}</Detail>
      <Detail term="Availability">
        {availabilityLabel(profile.availability)}
        {profile.availabilityDate ? `, from ${formatDate(profile.availabilityDate)}` : ''}
      </Detail>
      <Detail term="Salary Range">{salaryLabel(profile.salaryRange)}</Detail>
      <Detail term="Calendar Link">
        <ExternalLink href={profile.calendarUrl} />
      </Detail>
      <Detail term="Portfolio URL">
        <ExternalLink href={profile.portfolioUrl} />
      </Detail>
      <Detail term="LinkedIn URL">
        <ExternalLink href={profile.linkedinUrl} />
      </Detail>
      <Detail term="Résumé">
        {profile.resume ? (
          <a
            href={profile.resume.url}
            className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
          >
            <FileText className="size-4" aria-hidden="true" />
            {profile.resume.fileName}
          </a>
        ) : (
          <span className="text-slate-600">Not uploaded</span>
        )}
      </Detail>
      <Detail term="Bio" wide>
        {profile.bio ? (
          <p className="whitespace-pre-line">{profile.bio}</p>
        ) : (
          <span className="text-slate-600">Not specified</span>
        )}
      </Detail>
    </dl>
  );
}

function ProfileEditForm({ profile, onDone }: { profile: CandidateProfile; onDone: () => void }) {
  const update = useUpdateCandidateProfile();
  const form = useForm<ProfileFieldValues>({
    resolver: zodResolver(candidateProfileUpdateSchema) as never,
    defaultValues: toProfileFormValues(profile),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;

  useClearErrorOnEdit(form);
  const { setFocus } = form;
  useEffect(() => setFocus('firstName'), [setFocus]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast({ title: 'Profile Updated!' });
      onDone();
    } catch (error) {
      if (isApiError(error)) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field in values) form.setError(field as keyof ProfileFieldValues, { message });
        }
      }
      toast(updateFailed);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Edit profile">
      <div className="grid gap-5 sm:grid-cols-2">
        <LabelledControl label="First Name" error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...register('firstName')} />}
        </LabelledControl>
        <LabelledControl label="Last Name" error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...register('lastName')} />}
        </LabelledControl>
      </div>
      <LabelledControl label="Email" hint="Your email cannot be changed.">
        {(control) => (
          <Input
            {...control}
            aria-invalid={undefined}
            value={profile.email}
            readOnly
            className="bg-slate-100 text-slate-700"
          />
        )}
      </LabelledControl>
      <ProfileFields form={form as UseFormReturn<ProfileFieldValues>} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </Button>
        <Button
          variant="outline"
          disabled={isSubmitting}
          onClick={() => {
            form.reset(toProfileFormValues(profile));
            onDone();
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * The dashboard's profile card (spec 2 §2): view mode, and edit mode with Save and Cancel (which
 * restores the stored values). The e-mail cannot change.
 */
export function ProfileCard({ profile }: { profile: CandidateProfile }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    // Back in view mode, focus returns to the Edit button.
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{editing ? 'Edit Profile' : 'My Profile'}</CardTitle>
        {editing ? null : (
          <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <ProfileEditForm profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <ProfileView profile={profile} />
        )}
      </CardContent>
    </Card>
  );
}
