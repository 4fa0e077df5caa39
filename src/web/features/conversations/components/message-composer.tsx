import { useId, useState, type FormEvent } from 'react';
import { Loader2, Send } from 'lucide-react';
import { conversationTexts, MESSAGE_MAX } from '../../../../shared/conversations/schemas';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError, unexpectedErrorMessage } from '../../../lib/api-client';
import { useSendMessage } from '../api/send-message';
import { loadDraft, saveDraft } from '../lib/drafts';

/**
 * The composer (issue #16): plain text up to 5,000 characters, the draft kept per conversation;
 * Enter sends, Shift+Enter starts a new line. The server's message shows under the field. The
 * draft is stored as it is typed (not after the next render), so a reload right after a keystroke
 * keeps it. Keyed by conversation: a new conversation mounts a new composer with its own draft.
 */
export function MessageComposer({ conversationId }: { conversationId: string }) {
  const [text, setText] = useState(() => loadDraft(conversationId));
  const [error, setError] = useState<string | null>(null);
  const send = useSendMessage(conversationId);
  const fieldId = useId();
  const errorId = useId();

  const edit = (next: string) => {
    setText(next);
    saveDraft(conversationId, next);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    if (!text.trim()) return setError(conversationTexts.messageRequired);
    if (text.length > MESSAGE_MAX) return setError(conversationTexts.messageTooLong);
    setError(null);
    send.mutate(text, {
      onSuccess: () => edit(''),
      onError: (e) =>
        setError(
          isApiError(e) ? (e.fieldErrors.body ?? e.detail ?? e.title) : unexpectedErrorMessage,
        ),
    });
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-2 border-t border-slate-200 p-3"
      noValidate
    >
      <label htmlFor={fieldId} className="sr-only">
        Message
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={fieldId}
          value={text}
          rows={2}
          placeholder="Write a message…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="max-h-48 min-h-12 flex-1 resize-y"
          onChange={(e) => {
            edit(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
        />
        <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
          {send.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" />
          )}
          Send
        </Button>
      </div>
      <div className="flex justify-between gap-2 text-xs">
        <p id={errorId} role={error ? 'alert' : undefined} className="text-red-700">
          {error}
        </p>
        <p className={text.length > MESSAGE_MAX ? 'text-red-700' : 'text-slate-600'}>
          {text.length.toLocaleString('en-US')} / {MESSAGE_MAX.toLocaleString('en-US')}
        </p>
      </div>
    </form>
  );
}
