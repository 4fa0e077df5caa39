import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';

/** Spec-free choice: filters re-query this long after the last keystroke. */
export const FILTER_DEBOUNCE_MS = 300;

/** A row of filters that wraps on small screens. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="search"
      aria-label={label}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      {children}
    </div>
  );
}

interface TextFilterProps {
  label: string;
  /** The committed value (from the URL). */
  value: string;
  onCommit: (value: string) => void;
  placeholder?: string;
  type?: 'text' | 'search' | 'date';
}

/**
 * A labelled text filter that commits `FILTER_DEBOUNCE_MS` after the last keystroke (dates at
 * once). A value changed from outside (back/forward) replaces what the field shows.
 */
export function TextFilter({
  label,
  value,
  onCommit,
  placeholder,
  type = 'search',
}: TextFilterProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const [committed, setCommitted] = useState(value);

  // Adjusting state while rendering (react.dev "You might not need an effect"): a value changed
  // from outside (back/forward) replaces the draft; our own commits do not reset typing.
  if (value !== seen) {
    setSeen(value);
    if (value !== committed) {
      setDraft(value);
      setCommitted(value);
    }
  }

  const commit = useEffectEvent((next: string) => {
    setCommitted(next);
    onCommit(next);
  });

  useEffect(() => {
    const next = draft.trim();
    if (next === committed) return;
    const timer = setTimeout(() => commit(next), type === 'date' ? 0 : FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, committed, type]);

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        value={draft}
        placeholder={placeholder}
        onChange={(event) => setDraft(event.target.value)}
      />
    </div>
  );
}

interface SelectFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}

/** A labelled native select filter (applies at once). */
export function SelectFilter({ label, value, onChange, options }: SelectFilterProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** `['a','b']` → options labelled by `labelOf` (the spec's words), after an "All" option. */
export function withAll(
  values: readonly string[],
  labelOf: (value: string) => string,
  allValue = '',
): { value: string; label: string }[] {
  return [
    { value: allValue, label: 'All' },
    ...values.map((value) => ({ value, label: labelOf(value) })),
  ];
}
