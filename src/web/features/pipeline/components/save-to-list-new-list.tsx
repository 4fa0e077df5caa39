import { useId, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import {
  pipelineTexts,
  SHORTLIST_NAME_MAX,
  type Shortlist,
} from '../../../../shared/pipeline/schemas';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toastActionError } from '../../../lib/action-error';
import { isApiError } from '../../../lib/api-client';
import { useCreateShortlistWith } from '../api/create-shortlist-membership';

interface SaveToListNewListProps {
  candidateId: string;
  /** The list was made and the candidate put on it. */
  onCreated: (list: Shortlist) => void;
  onCancel: () => void;
}

/**
 * "New list…" of the Save menu (issue #34 item 1): a name field inside the menu that makes the
 * list and puts the candidate on it. The server's refusal ("You already have a list with this
 * name.") shows at the field; any other failure is toasted. Keys typed here stay in the field (the
 * menu's arrow keys and type-ahead do not take them); Escape goes back to the lists.
 */
export function SaveToListNewList({ candidateId, onCreated, onCancel }: SaveToListNewListProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateShortlistWith(candidateId);
  const fieldId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const trimmed = name.trim();
    if (!trimmed) return setError(pipelineTexts.shortlistNameRequired);
    setError(null);
    create.mutate(trimmed, {
      onSuccess: onCreated,
      onError: (failure) => {
        const atField = isApiError(failure) ? failure.fieldErrors.name : undefined;
        if (atField) setError(atField);
        else toastActionError(failure);
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') event.stopPropagation();
      }}
      className="flex flex-col gap-2 px-2 pt-1 pb-2"
    >
      <Label htmlFor={fieldId}>New list name</Label>
      <Input
        id={fieldId}
        // The field replaces the entry that opened it, so the focus moves here.
        autoFocus
        value={name}
        maxLength={SHORTLIST_NAME_MAX}
        placeholder="e.g. Backend Q1"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setName(event.target.value);
          if (error) setError(null);
        }}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" type="submit" disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Create and save
        </Button>
      </div>
    </form>
  );
}
