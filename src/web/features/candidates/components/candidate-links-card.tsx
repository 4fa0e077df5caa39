import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CandidateProfile } from '../../../../shared/candidates/schemas';
import {
  candidateLinksUpdateSchema,
  type CandidateLinksUpdateForm,
} from '../../../../shared/candidates/work-history';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { useUpdateCandidateLinks } from '../api/update-candidate-links';
import { LabelledControl } from './labelled-control';

type Values = Required<CandidateLinksUpdateForm>;

function toFormValues(profile: CandidateProfile): Values {
  return {
    githubUrl: profile.links.githubUrl ?? '',
    personalSiteUrl: profile.links.personalSiteUrl ?? '',
    showGithubBeforeIntro: profile.links.showGithubBeforeIntro,
    showPortfolioBeforeIntro: profile.links.showPortfolioBeforeIntro,
    showPersonalSiteBeforeIntro: profile.links.showPersonalSiteBeforeIntro,
  };
}

const choices = [
  ['showGithubBeforeIntro', 'GitHub'],
  ['showPortfolioBeforeIntro', 'Portfolio'],
  ['showPersonalSiteBeforeIntro', 'Personal site'],
] as const;

/**
 * The dashboard's "Links" card (issue #35 part 4, docs/decisions/080): GitHub and personal site
 * links, and which of GitHub, portfolio and personal site companies see before an intro (all off
 * unless chosen). LinkedIn, e-mail, calendar and résumé stay for accepted intros
 * (docs/decisions/013).
 */
export function CandidateLinksCard({ profile }: { profile: CandidateProfile }) {
  const save = useUpdateCandidateLinks();
  const form = useForm<Values>({
    resolver: zodResolver(candidateLinksUpdateSchema) as never,
    defaultValues: toFormValues(profile),
    mode: 'onSubmit',
  });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(toFormValues(saved));
      toast({ title: 'Links Saved' });
    } catch (error) {
      if (isApiError(error)) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field in values) form.setError(field as keyof Values, { message });
        }
      }
      toast({
        title: 'Update Failed',
        description: 'There was an error updating the profile. Please try again.',
        variant: 'destructive',
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Links</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Links">
          <div className="grid gap-5 sm:grid-cols-2">
            <LabelledControl label="GitHub URL" error={errors.githubUrl?.message}>
              {(c) => (
                <Input
                  {...c}
                  type="url"
                  placeholder="https://github.com/you"
                  {...register('githubUrl')}
                />
              )}
            </LabelledControl>
            <LabelledControl label="Personal site URL" error={errors.personalSiteUrl?.message}>
              {(c) => (
                <Input
                  {...c}
                  type="url"
                  placeholder="https://you.dev"
                  {...register('personalSiteUrl')}
                />
              )}
            </LabelledControl>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">Show before an intro</legend>
            <p className="text-sm text-slate-600">
              Companies see the links you tick on your profile. LinkedIn, e-mail, calendar and
              résumé are shared only once you accept an intro.
            </p>
            {choices.map(([name, label]) => (
              <label key={name} className="flex items-center gap-2 text-slate-800">
                <input type="checkbox" className="size-4 accent-brand-600" {...register(name)} />
                {label}
              </label>
            ))}
          </fieldset>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save links'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
