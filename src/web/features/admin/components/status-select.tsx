import { NativeSelect } from '../../../components/ui/native-select';

interface StatusSelectProps<S extends string> {
  /** Accessible name, e.g. "Status for Acme → Jane Doe". */
  label: string;
  value: S;
  options: readonly S[];
  /** How each option reads (the spec's words, not the stored value). */
  labelOf: (value: S) => string;
  onChange: (value: S) => void;
  disabled?: boolean;
}

/** A per-row status selector (spec 2 §2 intro log and Gig Tracking): applies on change. */
export function StatusSelect<S extends string>({
  label,
  value,
  options,
  labelOf,
  onChange,
  disabled,
}: StatusSelectProps<S>) {
  return (
    <NativeSelect
      aria-label={label}
      value={value}
      disabled={disabled}
      className="h-9 min-w-36"
      onChange={(event) => onChange(event.target.value as S)}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {labelOf(option)}
        </option>
      ))}
    </NativeSelect>
  );
}
