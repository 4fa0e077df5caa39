import { useState } from 'react';
import { BookmarkPlus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  alertFrequencies,
  alertFrequencyLabels,
  createSavedSearchSchema,
  savedSearchTexts,
  summarizeSavedQuery,
  type AlertFrequency,
} from '../../../../shared/saved-searches/schemas';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateSavedSearch } from '../api/create-saved-search';

type Field = 'name' | 'alert';

/** The browser's IANA time zone: daily and weekly alerts go at 08:00 there. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * "Save search" on the talent feed (issue #34 item 5): the feed's search, filters and order as the
 * URL holds them, saved under a name with an alert frequency (daily by default). The schema's
 * messages under the fields, the server's refusal in the dialog.
 */
export function SaveSearchDialog() {
  const [searchParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [alert, setAlert] = useState<AlertFrequency>('daily');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const create = useCreateSavedSearch();
  const query = Object.fromEntries(
    [...searchParams.entries()].filter(([key, value]) => key !== 'page' && value.trim() !== ''),
  );

  const reset = () => {
    setName('');
    setAlert('daily');
    setFieldErrors({});
    setError(null);
  };

  const onSubmit = async () => {
    setError(null);
    const input = { name, query, alert, timeZone: browserTimeZone() };
    const parsed = createSavedSearchSchema.safeParse(input);
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      let other: string | null = null;
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (key === 'name' || key === 'alert') errors[key] ??= issue.message;
        else other ??= issue.message;
      }
      setFieldErrors(errors);
      setError(other);
      return;
    }
    try {
      const saved = await create.mutateAsync(input);
      setOpen(false);
      reset();
      toast({
        title: savedSearchTexts.saved,
        description: `"${saved.name}" is in your saved searches.`,
      });
    } catch (err) {
      if (isApiError(err) && (err.fieldErrors.name || err.fieldErrors.alert)) {
        setFieldErrors({ name: err.fieldErrors.name, alert: err.fieldErrors.alert });
        return;
      }
      setError(isApiError(err) && err.detail ? err.detail : unexpectedErrorMessage);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <BookmarkPlus aria-hidden="true" />
          Save Search
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save this search</DialogTitle>
          <DialogDescription>
            {summarizeSavedQuery(query)}. Choose how often to hear of candidates who newly match it.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
        >
          <FormField label="Name" error={fieldErrors.name}>
            {(control) => (
              <Input
                {...control}
                value={name}
                maxLength={120}
                autoComplete="off"
                placeholder="Backend engineers in Berlin"
                onChange={(event) => {
                  setName(event.target.value);
                  setFieldErrors((e) => ({ ...e, name: undefined }));
                }}
              />
            )}
          </FormField>
          <FormField label="Alerts" error={fieldErrors.alert}>
            {(control) => (
              <NativeSelect
                {...control}
                value={alert}
                onChange={(event) => setAlert(event.target.value as AlertFrequency)}
              >
                {alertFrequencies.map((frequency) => (
                  <option key={frequency} value={frequency}>
                    {alertFrequencyLabels[frequency]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <p className="text-sm text-slate-600">
            Daily alerts come at 8:00 in the morning, weekly ones on Monday mornings, in your time
            zone.
          </p>
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
              {create.isPending ? 'Saving…' : 'Save Search'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
