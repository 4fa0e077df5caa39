import { useId } from 'react';
import { Link } from 'react-router';
import { Search } from 'lucide-react';
import {
  alertFrequencies,
  alertFrequencyLabels,
  summarizeSavedQuery,
  type AlertFrequency,
  type SavedSearch,
} from '../../../../shared/saved-searches/schemas';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { DeleteSavedSearchDialog } from './delete-saved-search-dialog';
import { RenameSavedSearchDialog } from './rename-saved-search-dialog';

/** The feed with a saved query. */
function feedHrefOf(query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${paths.talent.getHref()}?${search}` : paths.talent.getHref();
}

/**
 * One saved search (issue #34 item 5): its name and filters, its alert (changed at once), open in
 * the feed, rename and delete.
 */
export function SavedSearchItem({ search }: { search: SavedSearch }) {
  const selectId = useId();
  const update = useUpdateSavedSearch();

  const changeAlert = async (alert: AlertFrequency) => {
    try {
      await update.mutateAsync({ id: search.id, input: { alert } });
      toast({
        title: alert === 'off' ? 'Alerts turned off' : 'Alerts updated',
        description: `"${search.name}": ${alertFrequencyLabels[alert]}.`,
      });
    } catch (err) {
      toast({
        title: 'Error',
        description: isApiError(err) && err.detail ? err.detail : unexpectedErrorMessage,
        variant: 'destructive',
      });
    }
  };

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h2 className="text-base font-semibold break-words text-slate-900">{search.name}</h2>
        <p className="text-sm break-words text-slate-600">{summarizeSavedQuery(search.query)}</p>
        {search.lastAlertAt ? (
          <p className="text-xs text-slate-500">
            Last alert {new Date(search.lastAlertAt).toLocaleString()}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <Label htmlFor={selectId} className="text-xs">
            Alerts<span className="sr-only"> for {search.name}</span>
          </Label>
          <NativeSelect
            id={selectId}
            value={search.alert}
            disabled={update.isPending}
            aria-busy={update.isPending}
            onChange={(event) => void changeAlert(event.target.value as AlertFrequency)}
          >
            {alertFrequencies.map((frequency) => (
              <option key={frequency} value={frequency}>
                {alertFrequencyLabels[frequency]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={feedHrefOf(search.query)} aria-label={`Open ${search.name} in the feed`}>
            <Search aria-hidden="true" />
            Open
          </Link>
        </Button>
        <RenameSavedSearchDialog search={search} />
        <DeleteSavedSearchDialog search={search} />
      </div>
    </li>
  );
}
