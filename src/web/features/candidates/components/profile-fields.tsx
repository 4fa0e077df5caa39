import type { UseFormReturn } from 'react-hook-form';
import {
  availabilityLabel,
  availabilityOptions,
  BIO_MAX,
  locationTypes,
  salaryRangeOptions,
} from '../../../../shared/candidates/constants';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { LabelledControl } from './labelled-control';

/** The profile fields of the signup form and the dashboard edit, as the form holds them (text). */
export interface ProfileFieldValues {
  firstName: string;
  lastName: string;
  role: string;
  experienceYears: string;
  skills: string;
  locationType: string;
  city: string;
  availability: string;
  availabilityDate: string;
  calendarUrl: string;
  portfolioUrl: string;
  linkedinUrl: string;
  salaryRange: string;
  bio: string;
}

/** Location types that need a city (spec 2 §5). */
export function needsCity(locationType: string): boolean {
  return locationType === 'Hybrid (City)' || locationType === 'On-site (City)';
}

interface ProfileFieldsProps {
  form: UseFormReturn<ProfileFieldValues>;
}

/**
 * Role, experience, skills, location (with the city for Hybrid/On-site), availability and its
 * date, calendar, portfolio and LinkedIn links, salary range and bio with a live counter
 * (spec 2 §5 "Candidate signup", both forms).
 */
export function ProfileFields({ form }: ProfileFieldsProps) {
  const { register, watch } = form;
  const errors = form.formState.errors;
  const locationType = watch('locationType');
  const bioLength = (watch('bio') ?? '').length;

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <LabelledControl label="Current or Most Recent Role" error={errors.role?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="organization-title"
              placeholder="e.g. Senior Frontend Engineer"
              {...register('role')}
            />
          )}
        </LabelledControl>
        <LabelledControl label="Years of Experience" error={errors.experienceYears?.message}>
          {(control) => (
            <Input
              {...control}
              type="number"
              min={0}
              max={99}
              step={1}
              inputMode="numeric"
              {...register('experienceYears')}
            />
          )}
        </LabelledControl>
      </div>
      <LabelledControl
        label="Skills"
        hint="Separate skills with commas, e.g. React, TypeScript, Node.js"
        error={errors.skills?.message}
      >
        {(control) => <Input {...control} {...register('skills')} />}
      </LabelledControl>
      <div className="grid gap-5 sm:grid-cols-2">
        <LabelledControl label="Location" error={errors.locationType?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('locationType')}>
              <option value="">Select location</option>
              {locationTypes.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect>
          )}
        </LabelledControl>
        {needsCity(locationType) ? (
          <LabelledControl label="City" error={errors.city?.message}>
            {(control) => (
              <Input
                {...control}
                autoComplete="address-level2"
                placeholder="e.g. Berlin"
                {...register('city')}
              />
            )}
          </LabelledControl>
        ) : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <LabelledControl label="Availability" error={errors.availability?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('availability')}>
              <option value="">Select availability</option>
              {availabilityOptions.map((option) => (
                <option key={option} value={option}>
                  {availabilityLabel(option)}
                </option>
              ))}
            </NativeSelect>
          )}
        </LabelledControl>
        <LabelledControl label="Availability Date" error={errors.availabilityDate?.message}>
          {(control) => <Input {...control} type="date" {...register('availabilityDate')} />}
        </LabelledControl>
      </div>
      <LabelledControl
        label="Calendar Link"
        hint="Where companies book an intro call with you."
        error={errors.calendarUrl?.message}
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="https://calendly.com/your-link"
            {...register('calendarUrl')}
          />
        )}
      </LabelledControl>
      <div className="grid gap-5 sm:grid-cols-2">
        <LabelledControl label="Portfolio URL" error={errors.portfolioUrl?.message}>
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://"
              {...register('portfolioUrl')}
            />
          )}
        </LabelledControl>
        <LabelledControl label="LinkedIn URL" error={errors.linkedinUrl?.message}>
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://www.linkedin.com/in/yourname"
              {...register('linkedinUrl')}
            />
          )}
        </LabelledControl>
      </div>
      <LabelledControl label="Salary Range" error={errors.salaryRange?.message}>
        {(control) => (
          <NativeSelect {...control} {...register('salaryRange')}>
            <option value="">Select salary range</option>
            {salaryRangeOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        )}
      </LabelledControl>
      <LabelledControl
        label="Bio"
        error={errors.bio?.message}
        labelAside={
          <span className={bioLength > BIO_MAX ? 'text-sm text-red-700' : 'text-sm text-slate-600'}>
            {bioLength}/{BIO_MAX}
          </span>
        }
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            placeholder="A few sentences about you and what you are looking for."
            {...register('bio')}
          />
        )}
      </LabelledControl>
    </>
  );
}
