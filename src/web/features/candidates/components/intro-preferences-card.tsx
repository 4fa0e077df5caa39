import { useId } from 'react';
import { domainTexts } from '../../../../shared/companies/domains';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useIntroPreferences, useSaveIntroPreferences } from '../api/intro-preferences';

/**
 * The candidate's "Only verified companies can send me intros" (issue #35 part 3,
 * docs/decisions/079): a checkbox saved as it changes. Off by default.
 */
export function IntroPreferencesCard() {
  const prefs = useIntroPreferences();
  const save = useSaveIntroPreferences();
  const id = useId();
  const checked = save.isPending
    ? (save.variables?.verifiedCompaniesOnly ?? false)
    : (prefs.data?.verifiedCompaniesOnly ?? false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Who can ask you</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            className="mt-1 size-4 accent-brand-700"
            checked={checked}
            disabled={!prefs.data || save.isPending}
            aria-describedby={`${id}-hint`}
            onChange={(event) =>
              save.mutate(
                { verifiedCompaniesOnly: event.target.checked },
                {
                  onError: (error) =>
                    toast({
                      title: 'Error',
                      description:
                        isApiError(error) && error.detail ? error.detail : unexpectedErrorMessage,
                      variant: 'destructive',
                    }),
                },
              )
            }
          />
          <div>
            <label htmlFor={id} className="font-medium text-slate-900">
              {domainTexts.verifiedOnlyLabel}
            </label>
            <p id={`${id}-hint`} className="text-sm text-slate-600">
              {domainTexts.verifiedOnlyHint}
            </p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
