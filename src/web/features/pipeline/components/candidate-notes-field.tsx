import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NOTE_MAX } from '../../../../shared/pipeline/schemas';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import {
  insertMention,
  matchTeammates,
  mentionQueryAt,
  type Mentionable,
  type MentionQuery,
} from '../lib/mentions';

interface CandidateNotesFieldProps {
  label: string;
  /** Shown to screen readers only (the edit field sits under the note it edits). */
  labelHidden?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** The teammates `@` offers. */
  teammates: readonly Mentionable[];
  /** The server's `errors.body` (or the client's same check), under the field. */
  error: string | null;
  /** Ctrl/⌘+Enter: send. */
  onSubmit: () => void;
  autoFocus?: boolean;
  placeholder?: string;
}

/**
 * A note's text with `@` mentions (issue #34 item 2): typing `@` (and the start of a name) lists
 * the matching teammates under the field as a listbox — ↑/↓ move, Enter or Tab inserts
 * `@Full Name`, Escape closes it, a click picks — while the focus stays in the text (the option is
 * the field's active descendant). A counter against `NOTE_MAX` and the error follow the field.
 */
export function CandidateNotesField({
  label,
  labelHidden = false,
  value,
  onChange,
  teammates,
  error,
  onSubmit,
  autoFocus = false,
  placeholder,
}: CandidateNotesFieldProps) {
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  // The `@` whose list Escape closed: it stays closed until another `@` is typed.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const caretAfterInsert = useRef<number | null>(null);
  const fieldId = useId();
  const listId = useId();
  const errorId = useId();
  const countId = useId();

  const options =
    mention && mention.start !== dismissed ? matchTeammates(teammates, mention.query) : [];
  const open = options.length > 0;
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));

  useLayoutEffect(() => {
    if (caretAfterInsert.current === null || !fieldRef.current) return;
    fieldRef.current.setSelectionRange(caretAfterInsert.current, caretAfterInsert.current);
    caretAfterInsert.current = null;
  }, [value]);

  /** Reads the `@…` at the caret after a change or a caret move. */
  const track = (text: string, caret: number) => {
    const next = mentionQueryAt(text, caret);
    if (next?.start !== mention?.start || next?.query !== mention?.query) setActive(0);
    setMention(next);
    if (next === null || (dismissed !== null && next.start !== dismissed)) setDismissed(null);
  };

  const pick = (mate: Mentionable) => {
    const field = fieldRef.current;
    if (!mention || !field) return;
    const inserted = insertMention(value, mention, field.selectionStart, mate.fullName);
    caretAfterInsert.current = inserted.caret;
    setMention(null);
    onChange(inserted.text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
      return;
    }
    if (!open || event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(options[activeIndex]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(mention!.start);
    }
  };

  const over = value.length > NOTE_MAX;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={fieldId} className={cn(labelHidden && 'sr-only')}>
        {label}
      </Label>
      <div className="relative">
        <Textarea
          ref={fieldRef}
          id={fieldId}
          value={value}
          rows={3}
          autoFocus={autoFocus}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${countId} ${errorId}` : countId}
          aria-autocomplete="list"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? `${listId}-${activeIndex}` : undefined}
          className="min-h-24 resize-y"
          onChange={(event) => {
            onChange(event.target.value);
            track(event.target.value, event.target.selectionStart);
          }}
          onSelect={(event) => track(event.currentTarget.value, event.currentTarget.selectionStart)}
          onBlur={() => setMention(null)}
          onKeyDown={onKeyDown}
        />
        {open ? (
          <ul
            id={listId}
            role="listbox"
            aria-label="Teammates"
            className="absolute top-full left-0 z-20 mt-1 max-h-56 w-64 max-w-full overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
          >
            {options.map((mate, index) => (
              <li
                key={mate.userId}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                // Picking by mouse keeps the focus (and the caret) in the text.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(mate)}
                className={cn(
                  'cursor-pointer rounded-lg px-3 py-2 text-sm text-slate-900',
                  index === activeIndex ? 'bg-brand-50 text-brand-900' : 'hover:bg-slate-100',
                )}
              >
                {mate.fullName}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex justify-between gap-2 text-xs">
        <p id={errorId} role={error ? 'alert' : undefined} className="text-red-700">
          {error}
        </p>
        <p id={countId} className={over ? 'font-semibold text-red-700' : 'text-slate-600'}>
          {value.length.toLocaleString('en-US')} / {NOTE_MAX.toLocaleString('en-US')}
          <span className="sr-only"> characters</span>
        </p>
      </div>
    </div>
  );
}
