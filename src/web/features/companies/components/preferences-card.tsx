import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { PreferencesInput } from '../../../../shared/companies/schemas';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePreferences } from '../api/get-preferences';
import { useSavePreferences } from '../api/save-preferences';
import { PreferencesForm, preferencesFormValues } from './preferences-form';

/**
 * Keeps the promise of /onboarding/complete (spec 1 §2: "preferences can be adjusted later in
 * company settings"): the onboarding form itself, with the saved values, edited in the Account
 * tab (issue #15); 'Preferences Saved!' once saved.
 */
export function PreferencesCard() {
  const [open, setOpen] = useState(false);
  const preferences = usePreferences();
  const save = useSavePreferences();

  const onSubmit = async (values: PreferencesInput | null) => {
    if (!values) return;
    try {
      await save.mutateAsync(values);
      toast({ title: 'Preferences Saved!', description: 'Your hiring preferences are updated.' });
      setOpen(false);
    } catch (error) {
      toast({
        title: 'Error',
        description:
          isApiError(error) && error.status === 400 && error.detail
            ? error.detail
            : 'Could not save preferences. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Hiring Preferences</CardTitle>
        <CardDescription>
          Hiring mode, engagement types, primary roles, time zone overlap and monthly budget.
          Candidates see how you work on your company page; your budget stays private.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!open ? (
          <Button variant="outline" aria-expanded={false} onClick={() => setOpen(true)}>
            <ChevronDown aria-hidden="true" />
            Adjust Preferences
          </Button>
        ) : preferences.isPending ? (
          <div className="grid gap-3" role="status" aria-label="Loading your preferences">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : (
          <PreferencesForm
            onSubmit={onSubmit}
            busy={save.isPending}
            initialValues={preferencesFormValues(preferences.data)}
            skippable={false}
          />
        )}
      </CardContent>
    </Card>
  );
}
