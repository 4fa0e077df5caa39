import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import type { PreferencesInput } from '../../../../shared/companies/schemas';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../features/auth/api/get-session';
import { usePreferences } from '../../../features/companies/api/get-preferences';
import { useCompanyProfile } from '../../../features/companies/api/get-company-profile';
import { useSavePreferences } from '../../../features/companies/api/save-preferences';
import {
  PreferencesForm,
  preferencesFormValues,
} from '../../../features/companies/components/preferences-form';
import { useCompanyDataMissing } from '../../../features/companies/components/use-company-data-missing';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { DocumentTitle } from '../../../components/document-title';

/** Spec 1 §9: preferences redirect delay 2 s. */
export const PREFERENCES_REDIRECT_DELAY_MS = 2000;

/** Navigation state `/onboarding/complete` reads (spec 1 §2: "with the first name"). */
export interface OnboardingCompleteState {
  firstName?: string;
}

/** Placeholder shaped like the form while the saved preferences load. */
function PreferencesFormSkeleton() {
  return (
    <div aria-busy="true" aria-live="polite" className="space-y-8">
      <span className="sr-only">Loading your preferences…</span>
      <Skeleton className="h-16" />
      <Skeleton className="h-24" />
      <Skeleton className="h-32" />
      <Skeleton className="h-16" />
      <Skeleton className="h-20" />
    </div>
  );
}

/**
 * /onboarding/preferences and /onboarding-welcome — company preferences, save or skip, then a
 * success screen and /onboarding/complete after 2 s (spec 1 §2 "Company onboarding"). The form
 * opens with what the company saved before; with nothing saved, a skip or a failed read, with the
 * defaults and the hiring roles ticked at signup as primary roles (issue #30).
 */
export function OnboardingPreferencesRoute() {
  const { user } = useSession();
  const navigate = useNavigate();
  const preferences = usePreferences();
  // The hiring roles ticked at signup start the primary roles (issue #30).
  const profile = useCompanyProfile();
  const savePreferences = useSavePreferences();
  const companyDataMissing = useCompanyDataMissing();
  const [done, setDone] = useState<'saved' | 'skipped' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const firstName = user?.firstName ?? '';

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = async (values: PreferencesInput | null) => {
    try {
      await savePreferences.mutateAsync(values);
    } catch (error) {
      if (isApiError(error, 'NOT_FOUND')) {
        companyDataMissing();
        return;
      }
      toast({
        title: 'Error',
        description: 'Could not save preferences. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: values ? 'Preferences Saved!' : 'Preferences Skipped' });
    setDone(values ? 'saved' : 'skipped');
    const state: OnboardingCompleteState = { firstName };
    timer.current = setTimeout(
      () => void navigate(paths.onboardingComplete.getHref(), { state }),
      PREFERENCES_REDIRECT_DELAY_MS,
    );
  };

  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <DocumentTitle>Welcome | WarmIntro</DocumentTitle>
      <div className="mx-auto w-full max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Step 1 of 1</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          Welcome, {firstName}!
        </h1>
        <p className="mt-3 text-lg text-slate-600">
          Tell us how you hire so we can show you the right talent.
        </p>
        <Card className="mt-8">
          <CardContent className="p-6 sm:p-8">
            {done ? (
              <div role="status" className="flex flex-col items-center gap-3 py-10 text-center">
                <CheckCircle2 className="size-12 text-emerald-600" aria-hidden="true" />
                <h2 className="text-2xl font-bold text-slate-900">
                  {done === 'saved' ? 'Preferences Saved!' : 'Preferences Skipped'}
                </h2>
                <p className="text-slate-600">Taking you to the last step…</p>
              </div>
            ) : preferences.isPending || profile.isPending ? (
              <PreferencesFormSkeleton />
            ) : (
              <PreferencesForm
                onSubmit={onSubmit}
                busy={savePreferences.isPending}
                // A failed read leaves `data` undefined: the defaults.
                initialValues={preferencesFormValues(preferences.data, profile.data?.hiringRoles)}
              />
            )}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
