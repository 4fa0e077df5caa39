import { useState } from 'react';
import { Pencil } from 'lucide-react';
import {
  updateSavedSearchSchema,
  type SavedSearch,
} from '../../../../shared/saved-searches/schemas';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateSavedSearch } from '../api/update-saved-search';

/** "Rename" for one saved search (issue #34 item 5): the schema's and the server's messages. */
export function RenameSavedSearchDialog({ search }: { search: SavedSearch }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(search.name);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateSavedSearch();

  const onSubmit = async () => {
    setError(null);
    const parsed = updateSavedSearchSchema.safeParse({ name });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await update.mutateAsync({ id: search.id, input: { name } });
      setOpen(false);
      toast({ title: 'Search renamed' });
    } catch (err) {
      if (isApiError(err) && err.fieldErrors.name) {
        setFieldError(err.fieldErrors.name);
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
        setName(search.name);
        setFieldError(undefined);
        setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Rename ${search.name}`}>
          <Pencil aria-hidden="true" />
          Rename
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename saved search</DialogTitle>
        </DialogHeader>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
        >
          <FormField label="Name" error={fieldError}>
            {(control) => (
              <Input
                {...control}
                value={name}
                autoComplete="off"
                onChange={(event) => {
                  setName(event.target.value);
                  setFieldError(undefined);
                }}
              />
            )}
          </FormField>
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
              Save Name
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
