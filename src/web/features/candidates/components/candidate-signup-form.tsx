import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import type { SessionInfo } from '../../../../shared/auth/schemas';
import {
  candidateMessages,
  RESUME_MAX_BYTES,
  resumeExtensions,
} from '../../../../shared/candidates/constants';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useSignUpCandidate } from '../api/sign-up';
import { LabelledControl } from './labelled-control';
import { ProfileFields, type ProfileFieldValues } from './profile-fields';
import { useClearErrorOnEdit } from './use-clear-error-on-edit';

/** Spec 2 §8, §9: the e-mail-exists notice stays 7 s. */
export const EMAIL_TAKEN_TOAST_MS = 7000;

/** The form as it holds its values: text fields, the consent box and the chosen file. */
export interface CandidateSignupValues extends ProfileFieldValues {
  email: string;
  password: string;
  confirmPassword: string;
  consent: boolean;
  resume: FileList | undefined;
}

const emptyValues: CandidateSignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  role: '',
  experienceYears: '',
  skills: '',
  locationType: '',
  city: '',
  availability: '',
  availabilityDate: '',
  calendarUrl: '',
  portfolioUrl: '',
  linkedinUrl: '',
  salaryRange: '',
  bio: '',
  consent: false,
  resume: undefined,
};

/** The browser's own check of the résumé (the server checks the content too): type and size. */
export function resumeError(file: File | undefined): string | null {
  if (!file) return null;
  const name = file.name.toLowerCase();
  if (!resumeExtensions.some((ext) => name.endsWith(ext))) return candidateMessages.resumeType;
  if (file.size > RESUME_MAX_BYTES) return candidateMessages.resumeTooLarge;
  return null;
}

// The schema loads at the first check (docs/decisions/055-validation-loads-with-the-first-check.md).
const schemaResolver = lazyZodResolver<CandidateSignupValues>(() =>
  import('../../../../shared/candidates/schemas').then((m) => m.candidateSignupSchema),
);

/**
 * The shared schema's messages plus the résumé check. Valid values stay the form's text values:
 * they are sent as they are and the server parses them with the same schema.
 */
const signupResolver: Resolver<CandidateSignupValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const errors = { ...result.errors } as FieldErrors<CandidateSignupValues>;
  const fileMessage = resumeError(values.resume?.[0]);
  if (fileMessage) errors.resume = { type: 'validate', message: fileMessage };
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values, errors: {} };
};

const formFields = new Set<string>(Object.keys(emptyValues));

interface CandidateSignupFormProps {
  /** Called after 'Profile Created!' with the new session; the page decides what comes next. */
  onSuccess: (session: SessionInfo) => void;
}

/**
 * The candidate signup form (spec 2 §5 "Candidate signup", both forms merged as ADR 006 says),
 * used by /candidate-signup and /join. Editing a field clears its error; a failed check shows
 * 'Form Incomplete' and moves focus to the first field in error.
 */
export function CandidateSignupForm({ onSuccess }: CandidateSignupFormProps) {
  const consentId = useId();
  const signUp = useSignUpCandidate();
  const form = useForm<CandidateSignupValues>({
    resolver: signupResolver,
    defaultValues: emptyValues,
    mode: 'onSubmit',
    // Spec 2 §5: editing a field clears its error; it is checked again on the next submit.
    reValidateMode: 'onSubmit',
    // Focus goes to the first field in error in page order (see `focusFirstError`).
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { register } = form;
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || signUp.isPending || signUp.isSuccess;

  useClearErrorOnEdit(form);

  // Moves focus to the first control marked invalid, once the errors are on screen: RHF's own
  // shouldFocusError follows registration order, not the page's.
  const [focusRequest, setFocusRequest] = useState(0);
  const focusFirstError = () => setFocusRequest((n) => n + 1);
  const { submitCount } = form.formState;
  useEffect(() => {
    if (focusRequest > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, submitCount]);

  const formIncomplete = () => {
    focusFirstError();
    toast({
      title: candidateMessages.formIncompleteTitle,
      description: candidateMessages.formIncompleteText,
      variant: 'destructive',
    });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { resume, ...fields } = values;
      const session = await signUp.mutateAsync({ values: fields, resume: resume?.[0] ?? null });
      toast({ title: 'Profile Created!' });
      onSuccess(session);
    } catch (error) {
      if (isApiError(error, 'EMAIL_TAKEN')) {
        form.setError('email', {
          message: error.fieldErrors.email ?? candidateMessages.emailTakenInline,
        });
        focusFirstError();
        toast({
          title: error.title || candidateMessages.emailTakenTitle,
          description: error.detail ?? candidateMessages.emailTakenToast,
          variant: 'destructive',
          duration: EMAIL_TAKEN_TOAST_MS,
        });
        return;
      }
      const fieldErrors = isApiError(error)
        ? Object.entries(error.fieldErrors).filter(([field]) => formFields.has(field))
        : [];
      if (fieldErrors.length > 0) {
        for (const [field, message] of fieldErrors)
          form.setError(field as keyof CandidateSignupValues, { message });
        formIncomplete();
        return;
      }
      toast({
        title: 'Error',
        description: 'Could not create account. Please try again.',
        variant: 'destructive',
      });
    }
  }, formIncomplete);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={schemaResolver.preload}
      className="space-y-8"
      aria-label="Create your profile"
    >
      <fieldset className="space-y-5">
        <legend className="mb-4 text-lg font-bold text-slate-900">Your account</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <LabelledControl label="First Name" error={errors.firstName?.message}>
            {(control) => (
              <Input {...control} autoComplete="given-name" {...register('firstName')} />
            )}
          </LabelledControl>
          <LabelledControl label="Last Name" error={errors.lastName?.message}>
            {(control) => (
              <Input {...control} autoComplete="family-name" {...register('lastName')} />
            )}
          </LabelledControl>
        </div>
        <LabelledControl label="Email" error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...register('email')}
            />
          )}
        </LabelledControl>
        <div className="grid gap-5 sm:grid-cols-2">
          <LabelledControl
            label="Password"
            hint="At least 8 characters."
            error={errors.password?.message}
          >
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="new-password"
                {...register('password')}
              />
            )}
          </LabelledControl>
          <LabelledControl label="Confirm Password" error={errors.confirmPassword?.message}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="new-password"
                {...register('confirmPassword')}
              />
            )}
          </LabelledControl>
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-4 text-lg font-bold text-slate-900">Your profile</legend>
        <ProfileFields form={form as unknown as UseFormReturn<ProfileFieldValues>} />
        <LabelledControl
          label="Résumé"
          hint="Optional. PDF, DOC or DOCX, up to 5 MB."
          error={errors.resume?.message}
        >
          {(control) => (
            <Input
              {...control}
              type="file"
              accept=".pdf,.doc,.docx"
              className="h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800"
              {...register('resume')}
            />
          )}
        </LabelledControl>
      </fieldset>

      <div className="space-y-1.5">
        <div className="flex items-start gap-3">
          <input
            id={consentId}
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
            aria-invalid={Boolean(errors.consent)}
            aria-describedby={errors.consent ? `${consentId}-error` : undefined}
            {...register('consent')}
          />
          <label htmlFor={consentId} className="text-sm text-slate-800">
            I agree to be contacted by WarmIntro and startups about opportunities, and I accept the{' '}
            <Link to={paths.terms.getHref()} className="font-medium text-brand-700 underline">
              Terms of Service
            </Link>{' '}
            and the{' '}
            <Link to={paths.privacy.getHref()} className="font-medium text-brand-700 underline">
              Privacy Policy
            </Link>
            .
          </label>
        </div>
        {errors.consent ? (
          <p id={`${consentId}-error`} className="text-sm text-red-700">
            {errors.consent.message}
          </p>
        ) : null}
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? 'Creating Profile…' : 'Create My Profile'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Already have a profile?{' '}
        <Link
          to={paths.loginCandidate.getHref()}
          className="font-medium text-brand-700 hover:underline"
        >
          Candidate Login
        </Link>
      </p>
    </form>
  );
}
