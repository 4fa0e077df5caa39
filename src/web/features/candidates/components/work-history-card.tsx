import { useRef } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { CandidateProfile } from '../../../../shared/candidates/schemas';
import {
  COMPANY_MAX,
  JOB_SUMMARY_MAX,
  JOB_TITLE_MAX,
  WORK_HISTORY_MAX,
  workHistoryUpdateSchema,
  type WorkHistoryEntryForm,
} from '../../../../shared/candidates/work-history';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { useUpdateWorkHistory } from '../api/update-work-history';
import { LabelledControl } from './labelled-control';

type Values = { entries: Required<WorkHistoryEntryForm>[] };
type Field = keyof Required<WorkHistoryEntryForm>;

const emptyJob: Required<WorkHistoryEntryForm> = {
  company: '',
  companyDomain: '',
  title: '',
  startMonth: '',
  endMonth: '',
  summary: '',
};

function toFormValues(profile: CandidateProfile): Values {
  return {
    entries: profile.workHistory.map((job) => ({
      company: job.company,
      companyDomain: job.companyDomain ?? '',
      title: job.title,
      startMonth: job.startMonth,
      endMonth: job.endMonth ?? '',
      summary: job.summary,
    })),
  };
}

/**
 * The dashboard's "Work history" card (issue #35 part 4, docs/decisions/080): add, edit, remove
 * and reorder jobs (up and down buttons), months as month inputs, the job with no end month being
 * the current one; one Save for the whole list, checked with the server's schema. What is typed
 * stays in the form until it is saved, also when the save fails.
 */
export function WorkHistoryCard({ profile }: { profile: CandidateProfile }) {
  const save = useUpdateWorkHistory();
  const form = useForm<Values>({
    resolver: zodResolver(workHistoryUpdateSchema) as never,
    defaultValues: toFormValues(profile),
    mode: 'onSubmit',
  });
  const { register, control } = form;
  const { errors, isSubmitting, isDirty } = form.formState;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'entries' });
  const addButton = useRef<HTMLButtonElement>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(toFormValues(saved));
      toast({ title: 'Work History Saved' });
    } catch (error) {
      if (isApiError(error)) {
        for (const [path, message] of Object.entries(error.fieldErrors)) {
          form.setError(path as `entries.${number}.${Field}`, { message });
        }
      }
      toast({
        title: 'Update Failed',
        description: 'There was an error updating the profile. Please try again.',
        variant: 'destructive',
      });
    }
  });

  const listError = errors.entries?.message ?? errors.entries?.root?.message;
  const fieldError = (i: number, field: Field) => errors.entries?.[i]?.[field]?.message;

  return (
    // The Privacy card links here (#work-history) to edit the current employer (ADR 081).
    <Card id="work-history" tabIndex={-1} className="scroll-mt-4 focus:outline-none">
      <CardHeader>
        <CardTitle>Work history</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Work history">
          {fields.length === 0 ? (
            <p className="text-slate-600">
              No jobs yet. Companies see your work history on your profile.
            </p>
          ) : null}
          <ol className="space-y-5">
            {fields.map((field, i) => (
              <li key={field.id}>
                <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
                  <legend className="px-1 text-sm font-semibold text-slate-800">Job {i + 1}</legend>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <LabelledControl label="Company" error={fieldError(i, 'company')}>
                      {(c) => (
                        <Input
                          {...c}
                          maxLength={COMPANY_MAX + 20}
                          autoComplete="organization"
                          {...register(`entries.${i}.company`)}
                        />
                      )}
                    </LabelledControl>
                    <LabelledControl label="Title" error={fieldError(i, 'title')}>
                      {(c) => (
                        <Input
                          {...c}
                          maxLength={JOB_TITLE_MAX + 20}
                          autoComplete="organization-title"
                          {...register(`entries.${i}.title`)}
                        />
                      )}
                    </LabelledControl>
                    <LabelledControl label="Started" error={fieldError(i, 'startMonth')}>
                      {(c) => (
                        <Input
                          {...c}
                          type="month"
                          placeholder="YYYY-MM"
                          {...register(`entries.${i}.startMonth`)}
                        />
                      )}
                    </LabelledControl>
                    <LabelledControl
                      label="Ended"
                      hint="Leave empty if you work here now."
                      error={fieldError(i, 'endMonth')}
                    >
                      {(c) => (
                        <Input
                          {...c}
                          type="month"
                          placeholder="YYYY-MM"
                          {...register(`entries.${i}.endMonth`)}
                        />
                      )}
                    </LabelledControl>
                  </div>
                  <LabelledControl label="What you did (optional)" error={fieldError(i, 'summary')}>
                    {(c) => (
                      <Input
                        {...c}
                        maxLength={JOB_SUMMARY_MAX + 20}
                        {...register(`entries.${i}.summary`)}
                      />
                    )}
                  </LabelledControl>
                  <LabelledControl
                    label="Company website (optional)"
                    hint="e.g. acme.com — never shown on your profile."
                    error={fieldError(i, 'companyDomain')}
                  >
                    {(c) => <Input {...c} {...register(`entries.${i}.companyDomain`)} />}
                  </LabelledControl>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-label={`Move job ${i + 1} up`}
                      aria-disabled={i === 0 || undefined}
                      onClick={() => (i > 0 ? move(i, i - 1) : undefined)}
                    >
                      <ArrowUp aria-hidden="true" />
                      Up
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-label={`Move job ${i + 1} down`}
                      aria-disabled={i === fields.length - 1 || undefined}
                      onClick={() => (i < fields.length - 1 ? move(i, i + 1) : undefined)}
                    >
                      <ArrowDown aria-hidden="true" />
                      Down
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-label={`Remove job ${i + 1}`}
                      onClick={() => {
                        remove(i);
                        addButton.current?.focus();
                      }}
                    >
                      <Trash2 aria-hidden="true" />
                      Remove
                    </Button>
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
          {listError ? (
            <p role="alert" className="text-sm text-red-700">
              {listError}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button
              ref={addButton}
              type="button"
              variant="outline"
              aria-disabled={fields.length >= WORK_HISTORY_MAX || undefined}
              onClick={() => {
                if (fields.length >= WORK_HISTORY_MAX) return;
                append({ ...emptyJob }, { focusName: `entries.${fields.length}.company` });
              }}
            >
              <Plus aria-hidden="true" />
              Add a job
            </Button>
            <Button type="submit" disabled={isSubmitting || !isDirty} aria-busy={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Save work history'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
