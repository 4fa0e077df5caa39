import { useState, type FormEvent } from 'react';
import { Loader2, Send } from 'lucide-react';
import { noteInputSchema } from '../../../../shared/pipeline/schemas';
import { Button } from '../../../components/ui/button';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { draftKey, loadDraft, saveDraft } from '../../../lib/drafts';
import { usePostCandidateNote } from '../api/post-candidate-notes';
import type { Mentionable } from '../lib/mentions';
import { CandidateNotesField } from './candidate-notes-field';

interface CandidateNotesComposerProps {
  candidateId: string;
  /** The signed-in member's id: drafts are kept per member and candidate. */
  userId: string;
  teammates: readonly Mentionable[];
}

/** The draft of a new note, per member and candidate (`lib/drafts`, as the message composer). */
const noteDraftKey = (userId: string, candidateId: string) =>
  draftKey(userId, 'candidate-note', candidateId);

function readDraft(userId: string, candidateId: string): string {
  const draft = loadDraft<unknown>(noteDraftKey(userId, candidateId));
  return typeof draft === 'string' ? draft : '';
}

/**
 * "Add a note" (issue #34 item 2): the `@` field, a counter against `NOTE_MAX`, and "Add note"
 * (or Ctrl/⌘+Enter). What is typed is stored as a draft per member and candidate at every
 * keystroke, so leaving the page or a reload loses nothing; it is removed once the note is added.
 * The shared schema checks the text first; the server's `errors.body` shows under the field.
 */
export function CandidateNotesComposer({
  candidateId,
  userId,
  teammates,
}: CandidateNotesComposerProps) {
  const [text, setText] = useState(() => readDraft(userId, candidateId));
  const [error, setError] = useState<string | null>(null);
  const post = usePostCandidateNote(candidateId);

  const edit = (next: string) => {
    setText(next);
    saveDraft(noteDraftKey(userId, candidateId), next);
    if (error) setError(null);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (post.isPending) return;
    const checked = noteInputSchema.safeParse({ body: text });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    post.mutate(checked.data.body, {
      onSuccess: () => edit(''),
      onError: (failure) =>
        setError(
          isApiError(failure)
            ? (failure.fieldErrors.body ?? failure.detail ?? failure.title)
            : unexpectedErrorMessage,
        ),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <CandidateNotesField
        label="Add a note"
        value={text}
        onChange={edit}
        teammates={teammates}
        error={error}
        onSubmit={submit}
        placeholder="What should your team know? Type @ to mention a teammate."
      />
      <Button
        type="submit"
        className="self-end"
        disabled={post.isPending}
        aria-busy={post.isPending}
      >
        {post.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Send aria-hidden="true" />
        )}
        Add note
      </Button>
    </form>
  );
}
