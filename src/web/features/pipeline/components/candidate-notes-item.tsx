import { useId, useState } from 'react';
import { Loader2, Pencil } from 'lucide-react';
import { noteInputSchema, type CandidateNote } from '../../../../shared/pipeline/schemas';
import { AvatarInitials } from '../../../components/ui/avatar-initials';
import { Button } from '../../../components/ui/button';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/date-time';
import { draftKey, loadDraft, saveDraft } from '../../../lib/drafts';
import { usePatchCandidateNote } from '../api/patch-candidate-notes';
import type { Mentionable } from '../lib/mentions';
import { CandidateNotesBody } from './candidate-notes-body';
import { CandidateNotesDelete } from './candidate-notes-delete';
import { CandidateNotesField } from './candidate-notes-field';

interface CandidateNotesItemProps {
  candidateId: string;
  note: CandidateNote;
  /** The signed-in member's id, for the edit's draft. */
  userId: string;
  teammates: readonly Mentionable[];
  onDeleted: () => void;
}

/** The draft of an edit in progress, per member and note (`lib/drafts`). */
const editDraftKey = (userId: string, noteId: string) =>
  draftKey(userId, 'candidate-note-edit', noteId);

function readEditDraft(userId: string, noteId: string): string | null {
  const draft = loadDraft<unknown>(editDraftKey(userId, noteId));
  return typeof draft === 'string' ? draft : null;
}

/**
 * One team note (issue #34 item 2): its author, when it was written ("edited" once changed), its
 * text with mentions highlighted, and — on the reader's own notes only, as the server allows —
 * Edit (the same `@` field; the edit is kept as a draft until saved or cancelled, and reopens
 * after a reload) and Delete (confirmed).
 */
export function CandidateNotesItem({
  candidateId,
  note,
  userId,
  teammates,
  onDeleted,
}: CandidateNotesItemProps) {
  const headId = useId();
  const [editing, setEditing] = useState<string | null>(() =>
    note.mine ? readEditDraft(userId, note.id) : null,
  );
  const [error, setError] = useState<string | null>(null);
  const patch = usePatchCandidateNote(candidateId);
  // Written with one time for both; any change moves `updatedAt` on.
  const edited = note.updatedAt !== note.createdAt;

  const change = (text: string) => {
    setEditing(text);
    saveDraft(editDraftKey(userId, note.id), text === note.body ? null : text);
    if (error) setError(null);
  };
  const stop = () => {
    saveDraft(editDraftKey(userId, note.id), null);
    setEditing(null);
    setError(null);
  };
  const save = () => {
    if (editing === null || patch.isPending) return;
    const checked = noteInputSchema.safeParse({ body: editing });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    patch.mutate(
      { id: note.id, body: checked.data.body },
      {
        onSuccess: stop,
        onError: (failure) =>
          setError(
            isApiError(failure)
              ? (failure.fieldErrors.body ?? failure.detail ?? failure.title)
              : unexpectedErrorMessage,
          ),
      },
    );
  };

  return (
    <li aria-labelledby={headId} className="flex gap-3 py-4 first:pt-0 last:pb-0">
      <AvatarInitials name={note.authorName} className="size-9 text-sm" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p id={headId} className="text-sm text-slate-600">
            <span className="font-semibold text-slate-900">{note.authorName}</span>{' '}
            <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
            {edited ? <span> · edited</span> : null}
          </p>
          {note.mine && editing === null ? (
            <div className="flex gap-1">
              <Button
                size="sm"
                variant="ghost"
                className="h-8 px-2"
                onClick={() => setEditing(note.body)}
              >
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              <CandidateNotesDelete
                candidateId={candidateId}
                noteId={note.id}
                onDeleted={onDeleted}
              />
            </div>
          ) : null}
        </div>
        {editing === null ? (
          <CandidateNotesBody note={note} />
        ) : (
          <form
            noValidate
            className="mt-2 flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              save();
            }}
          >
            <CandidateNotesField
              label="Edit your note"
              labelHidden
              value={editing}
              onChange={change}
              teammates={teammates}
              error={error}
              onSubmit={save}
              autoFocus
            />
            <div className="flex justify-end gap-2">
              <Button size="sm" variant="ghost" onClick={stop} disabled={patch.isPending}>
                Cancel
              </Button>
              <Button
                size="sm"
                type="submit"
                disabled={patch.isPending}
                aria-busy={patch.isPending}
              >
                {patch.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                Save note
              </Button>
            </div>
          </form>
        )}
      </div>
    </li>
  );
}
