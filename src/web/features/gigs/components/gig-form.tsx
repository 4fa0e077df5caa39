import { useEffect, useId, useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2, Lock, Rocket, Save } from 'lucide-react';
import {
  gigBudgets,
  gigDurations,
  gigFormSchema,
  gigMessages,
  gigRoleCategories,
  isoDate,
  TITLE_MAX,
  DELIVERABLES_MIN,
  DESCRIPTION_MIN,
  type CompanyGig,
  type GigFormInput,
} from '../../../../shared/gigs/schemas';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { toastActionError } from '../../../lib/action-error';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { guestSession, sessionQueryKey, useSession } from '../../auth/api/get-session';
import { draftKey, useFormDraft } from '../../../lib/drafts';
import { useEditGig } from '../api/edit-gig';
import { useCandidateChoices } from '../api/get-candidate-choices';
import { usePostGig } from '../api/post-gig';
import { useProposeGig } from '../api/propose-gig';
import { notLoggedInToPost, setAuthFailureNotice } from '../lib/auth-notice';
import {
  GIG_REDIRECT_DELAY_MS,
  leaveForMyGigs,
  leaveForTalentFeed,
  showMeetingNotScheduled,
} from '../lib/gig-notices';

/** What the inputs hold before the schema checks them. */
type GigFormValues = Record<keyof GigFormInput, string>;

const fieldNames = [
  'title',
  'roleCategory',
  'description',
  'deliverables',
  'estimatedDuration',
  'budgetRange',
  'preferredCandidateId',
  'startDate',
] as const satisfies readonly (keyof GigFormInput)[];

const postSchema = gigFormSchema({ proposing: false });
const proposeSchema = gigFormSchema({ proposing: true });

interface GigFormProps {
  /** Propose to this candidate (preselected and required); without it, post an open gig. */
  candidate?: { id: string; name: string; role: string } | undefined;
  /**
   * Edit this open gig (issue #30): the fields start with its values and saving puts them; the
   * page shows the form only while `gig.actions` has `edit`. Not together with `candidate`.
   */
  gig?: CompanyGig | undefined;
  /** The meeting with the candidate is not booked: every field and the button are disabled. */
  locked?: boolean | undefined;
  /** The server refused a proposal because the meeting is not booked (the page locks the form). */
  onMeetingNotScheduled?: (() => void) | undefined;
}

/** The form's values: a gig's own when editing it, else empty (and the candidate proposed to). */
function initialValues(gig: CompanyGig | undefined, candidateId: string | undefined) {
  return {
    title: gig?.title ?? '',
    roleCategory: gig?.roleCategory ?? '',
    description: gig?.description ?? '',
    deliverables: gig?.deliverables ?? '',
    estimatedDuration: gig?.estimatedDuration ?? '',
    budgetRange: gig?.budgetRange ?? '',
    preferredCandidateId: candidateId ?? gig?.preferredCandidateId ?? '',
    startDate: gig?.startDate ?? '',
  };
}

/**
 * The gig form of spec 2 §2 "Company gig screens" and §5 "Gig form": posts an open gig, or
 * proposes one to `candidate` behind the gate. Each message is the shared schema's; on success the
 * spec's toast shows and the page moves to /dashboard/gigs after 1.5 s (spec 2 §9), the button
 * staying disabled until then. With `gig`, edits that open gig with the same fields and rules
 * (issue #30): 'Gig Updated' and back to the gig's page; a gig no longer open is refused with the
 * server's words (409 'Gig Not Open') and the page shows it as it is now.
 */
export function GigForm({ candidate, gig, locked = false, onMeetingNotScheduled }: GigFormProps) {
  const editing = gig !== undefined;
  const proposing = candidate !== undefined && !editing;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const postGig = usePostGig();
  const proposeGig = useProposeGig();
  const editGig = useEditGig();
  const choices = useCandidateChoices({ enabled: !proposing });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const titleCounterId = useId();

  const form = useForm<GigFormValues, unknown, GigFormInput>({
    resolver: zodResolver(proposing ? proposeSchema : postSchema) as unknown as Resolver<
      GigFormValues,
      unknown,
      GigFormInput
    >,
    defaultValues: initialValues(gig, proposing ? candidate.id : undefined),
  });
  // What was typed survives a reload or a Back (issue #30), per user and per candidate — or per
  // gig when editing one, apart from the drafts of new gigs.
  const userId = useSession().user?.id;
  const draft = useFormDraft(
    form,
    userId
      ? editing
        ? draftKey(userId, 'gig-edit', gig.id)
        : draftKey(userId, proposing ? 'gig-propose' : 'gig-post', candidate?.id)
      : null,
    proposing ? ['preferredCandidateId'] : [],
  );
  const { errors, isSubmitting } = form.formState;
  const mutation = editing ? editGig : proposing ? proposeGig : postGig;
  const busy = isSubmitting || mutation.isPending || mutation.isSuccess;
  const titleLength = useWatch({ control: form.control, name: 'title' }).length;

  useEffect(() => () => clearTimeout(timer.current), []);

  const succeed = (notice: { title: string; description: string }) => {
    draft.clear();
    toast(notice);
    timer.current = setTimeout(() => void navigate(paths.gigs.getHref()), GIG_REDIRECT_DELAY_MS);
  };

  const fail = (error: unknown) => {
    if (isApiError(error) && error.status === 401) {
      // The guard refuses the page once the session reads as guest, with this notice.
      setAuthFailureNotice(location.pathname, notLoggedInToPost);
      queryClient.setQueryData(sessionQueryKey, guestSession);
      return;
    }
    if (editing && isApiError(error)) {
      // Proposed, answered or closed meanwhile: the server says so; the gig's page shows it now.
      if (error.status === 409) {
        toastActionError(error);
        void navigate(paths.gig.getHref(gig.id), { replace: true });
        return;
      }
      if (error.status === 404) {
        toast({ ...gigMessages.notFound, variant: 'destructive' });
        void navigate(paths.gigs.getHref(), { replace: true });
        return;
      }
    }
    if (proposing && isApiError(error)) {
      if (error.status === 404 && error.title === gigMessages.candidateNotFound.title)
        return leaveForTalentFeed('candidate_not_found', navigate);
      if (error.code === 'INTRO_NOT_ACCEPTED')
        return leaveForTalentFeed('intro_not_accepted', navigate);
      if (error.code === 'MEETING_NOT_SCHEDULED') {
        showMeetingNotScheduled();
        onMeetingNotScheduled?.();
        return;
      }
      // A gig with the candidate got under way since the page read the gate (docs/decisions/024).
      if (error.status === 409 && error.title === gigMessages.gigUnderWay.title)
        return leaveForMyGigs(navigate);
    }
    if (isApiError(error) && error.status === 403) {
      toast({ title: error.title, description: error.detail, variant: 'destructive' });
      return;
    }
    if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        const known = fieldNames.find((name) => name === field);
        if (known) form.setError(known, { message }, { shouldFocus: true });
      }
      toast({ title: gigMessages.validationTitle, variant: 'destructive' });
      return;
    }
    toast({
      title: 'Error',
      description: editing ? gigMessages.saveFailed : gigMessages.postFailed,
      variant: 'destructive',
    });
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        if (editing) {
          const saved = await editGig.mutateAsync({ id: gig.id, input: values });
          draft.clear();
          toast(gigMessages.edited);
          void navigate(paths.gig.getHref(saved.id));
        } else if (proposing) {
          const result = await proposeGig.mutateAsync({
            ...values,
            preferredCandidateId: candidate.id,
          });
          succeed(gigMessages.proposed(result.candidateName));
        } else {
          await postGig.mutateAsync(values);
          succeed(gigMessages.posted);
        }
      } catch (error) {
        fail(error);
      }
    },
    () => toast({ title: gigMessages.validationTitle, variant: 'destructive' }),
  );

  // The gig's own preferred candidate stays an option while editing, from the first render (so the
  // select shows it before the choices load), even if they are no longer among the choices.
  const currentId = gig?.preferredCandidateId ?? null;
  const listed = (choices.data ?? []).find((choice) => choice.id === currentId);
  const currentChoice = currentId
    ? (listed ?? { id: currentId, name: gig?.preferredCandidateName ?? '', role: '' })
    : null;
  const otherChoices = (choices.data ?? []).filter((choice) => choice.id !== currentId);

  const describedBy = (...ids: (string | undefined)[]) =>
    ids.filter(Boolean).join(' ') || undefined;

  return (
    <form noValidate onSubmit={onSubmit}>
      {locked ? (
        <div
          role="alert"
          className="mb-6 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <Lock className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
          <div className="space-y-1">
            <p className="font-semibold">{gigMessages.meetingLocked}</p>
            <p>
              <Link
                to={paths.dashboard.getHref('requests')}
                className="font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                Go to My Intro Requests to confirm the call booked
              </Link>
            </p>
          </div>
        </div>
      ) : null}
      <fieldset disabled={locked} className="min-w-0 space-y-5">
        <legend className="sr-only">Trial project details</legend>
        <FormField
          label="Project Title"
          error={errors.title?.message}
          labelAside={
            <span
              id={titleCounterId}
              className={
                titleLength > TITLE_MAX
                  ? 'text-xs font-medium text-red-700'
                  : 'text-xs text-slate-600'
              }
            >
              {titleLength}/{TITLE_MAX}
            </span>
          }
        >
          {(control) => (
            <Input
              {...control}
              aria-describedby={describedBy(control['aria-describedby'], titleCounterId)}
              placeholder="e.g. Build a customer onboarding flow"
              {...form.register('title')}
            />
          )}
        </FormField>

        <FormField label="Role Category" error={errors.roleCategory?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('roleCategory')}>
              <option value="">Select a role category</option>
              {gigRoleCategories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>

        <FormField label="Project Description" error={errors.description?.message}>
          {(control) => (
            <Textarea
              {...control}
              rows={5}
              placeholder={`Describe the project and its context (at least ${DESCRIPTION_MIN} characters).`}
              {...form.register('description')}
            />
          )}
        </FormField>

        <FormField label="Deliverables/Objectives" error={errors.deliverables?.message}>
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              placeholder={`What should be delivered at the end (at least ${DELIVERABLES_MIN} characters).`}
              {...form.register('deliverables')}
            />
          )}
        </FormField>

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Estimated Duration" error={errors.estimatedDuration?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register('estimatedDuration')}>
                <option value="">Select a duration</option>
                {gigDurations.map((duration) => (
                  <option key={duration} value={duration}>
                    {duration}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Budget Range (USD)" error={errors.budgetRange?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register('budgetRange')}>
                <option value="">Select a budget range</option>
                {gigBudgets.map((budget) => (
                  <option key={budget} value={budget}>
                    {budget}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          {proposing ? null : (
            <FormField
              label="Preferred Candidate (optional)"
              error={errors.preferredCandidateId?.message}
            >
              {(control) => (
                <NativeSelect
                  {...control}
                  aria-busy={choices.isPending}
                  {...form.register('preferredCandidateId')}
                >
                  <option value="">No preference</option>
                  {currentChoice ? (
                    <option key={currentChoice.id} value={currentChoice.id}>
                      {currentChoice.role
                        ? `${currentChoice.name} — ${currentChoice.role}`
                        : currentChoice.name}
                    </option>
                  ) : null}
                  {otherChoices.map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {choice.role ? `${choice.name} — ${choice.role}` : choice.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          )}
          <FormField label="Target Start Date" error={errors.startDate?.message}>
            {(control) => (
              <Input {...control} type="date" min={isoDate()} {...form.register('startDate')} />
            )}
          </FormField>
        </div>

        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button asChild variant="outline" size="lg">
            <Link to={editing ? paths.gig.getHref(gig.id) : paths.gigs.getHref()}>Cancel</Link>
          </Button>
          <Button type="submit" size="lg" disabled={busy || locked} aria-busy={busy}>
            {busy ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : editing ? (
              <Save aria-hidden="true" />
            ) : (
              <Rocket aria-hidden="true" />
            )}
            {editing
              ? busy
                ? 'Saving…'
                : 'Save Changes'
              : proposing
                ? busy
                  ? 'Proposing…'
                  : 'Propose Trial Project'
                : busy
                  ? 'Posting…'
                  : 'Post Trial Project'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
